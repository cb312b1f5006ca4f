import rule from '../../../rules/volume/job-template-volumes-immutable.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    {
      name: "restating the default mode",
      code: yaml`
        apiVersion: batch/v1
        kind: Job
        metadata:
          name: migrate
        spec:
          template:
            spec:
              restartPolicy: Never
              containers:
                - name: migrate
                  image: migrate:1.0
              volumes:
                - name: config
                  configMap:
                    name: migrate
                    defaultMode: 0644
      `,
      old: yaml`
        apiVersion: batch/v1
        kind: Job
        metadata:
          name: migrate
        spec:
          template:
            spec:
              restartPolicy: Never
              containers:
                - name: migrate
                  image: migrate:1.0
              volumes:
                - name: config
                  configMap:
                    name: migrate
      `,
    },
  ],
  invalid: [
    {
      name: "another ConfigMap",
      code: yaml`
        apiVersion: batch/v1
        kind: Job
        metadata:
          name: migrate
        spec:
          template:
            spec:
              restartPolicy: Never
              containers:
                - name: migrate
                  image: migrate:1.0
              volumes:
                - name: config
                  configMap:
                    name: migrate-v2
      `,
      old: yaml`
        apiVersion: batch/v1
        kind: Job
        metadata:
          name: migrate
        spec:
          template:
            spec:
              restartPolicy: Never
              containers:
                - name: migrate
                  image: migrate:1.0
              volumes:
                - name: config
                  configMap:
                    name: migrate
      `,
      errors: [
        { messageId: 'changed', path: "spec.template", line: 6, column: 3, endLine: 6, endColumn: 11 },
      ],
    },
  ],
});
