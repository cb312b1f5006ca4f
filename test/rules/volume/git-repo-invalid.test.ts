import rule from '../../../rules/volume/git-repo-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    {
      name: "valid #0",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx:1.27
          volumes:
            - name: src
              gitRepo:
                repository: https://git.example.com/web.git
                directory: .
      `,
    },
  ],
  invalid: [
    {
      name: "no repository",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx:1.27
          volumes:
            - name: src
              gitRepo:
                revision: abc
      `,
      errors: [
        { messageId: 'repositoryRequired', path: "spec.volumes[0].gitRepo.repository", line: 11, column: 7, endLine: 11, endColumn: 14 },
      ],
    },
    {
      name: "escaping directory",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx:1.27
          volumes:
            - name: src
              gitRepo:
                repository: https://git.example.com/web.git
                directory: ../up
      `,
      errors: [
        { messageId: 'pathBackstep', path: "spec.volumes[0].gitRepo.directory", line: 13, column: 20, endLine: 13, endColumn: 25 },
      ],
    },
    {
      name: "an absolute directory",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx:1.27
          volumes:
            - name: v
              gitRepo:
                repository: https://example.com/repo.git
                directory: /src
      `,
      errors: [
        { messageId: 'pathAbsolute', path: "spec.volumes[0].gitRepo.directory", line: 13, column: 20, endLine: 13, endColumn: 24 },
      ],
    },
  ],
});
