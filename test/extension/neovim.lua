-- Driven by test/extension/neovim.e2e.ts: attaches `plumbline lsp --stdio` to the current
-- buffer with Neovim's own LSP client (0.7: vim.lsp.start_client), waits for diagnostics,
-- asks for a hover, and writes what Neovim holds to $PLUMBLINE_NVIM_OUT as JSON.
local out = os.getenv('PLUMBLINE_NVIM_OUT')
local cmd = vim.fn.json_decode(os.getenv('PLUMBLINE_LSP_CMD'))
local published = nil

local client_id = vim.lsp.start_client({
  name = 'plumbline',
  cmd = cmd,
  root_dir = vim.fn.getcwd(),
  handlers = {
    ['textDocument/publishDiagnostics'] = function(err, result, ctx, config)
      vim.lsp.diagnostic.on_publish_diagnostics(err, result, ctx, config)
      if result and #result.diagnostics > 0 then published = result end
    end,
  },
})
vim.lsp.buf_attach_client(0, client_id)
local ok = vim.wait(30000, function() return published ~= nil end, 50)

local report = { received = ok, diagnostics = {}, hover = vim.NIL }
for _, d in ipairs(vim.diagnostic.get(0)) do
  local code = vim.NIL
  if d.user_data and d.user_data.lsp then code = d.user_data.lsp.code end
  table.insert(report.diagnostics, {
    lnum = d.lnum, col = d.col, end_lnum = d.end_lnum, end_col = d.end_col,
    severity = d.severity, message = d.message, source = d.source, code = code,
  })
end

-- Hover on the value of metadata.name (line 4, column 9 in 1-based terms).
local responses = vim.lsp.buf_request_sync(0, 'textDocument/hover', {
  textDocument = { uri = vim.uri_from_bufnr(0) },
  position = { line = 3, character = 10 },
}, 10000)
if responses then
  for _, response in pairs(responses) do
    if response.result then report.hover = response.result.contents.value end
  end
end

local file = io.open(out, 'w')
file:write(vim.fn.json_encode(report))
file:close()
vim.lsp.stop_client(client_id)
vim.cmd('qa!')
