-- A tiny Neovim config for the test: start `packstudio lsp`, attach it to the file opened, and write the
-- diagnostics it publishes to $PACKSTUDIO_DIAG_OUT as JSON (Neovim 0.7's built-in client: no vim.lsp.start);
-- with $PACKSTUDIO_HOVER_AT ("line,character", 0-based), also the hover there to $PACKSTUDIO_HOVER_OUT.
local function hover(buf, out)
  local line, character = os.getenv("PACKSTUDIO_HOVER_AT"):match("^(%d+),(%d+)$")
  local params = {
    textDocument = { uri = vim.uri_from_bufnr(buf) },
    position = { line = tonumber(line), character = tonumber(character) },
  }
  local answers = vim.lsp.buf_request_sync(buf, "textDocument/hover", params, 60000) or {}
  local value = ""
  for _, answer in pairs(answers) do
    if answer.result and answer.result.contents then value = answer.result.contents.value or "" end
  end
  local file = io.open(out, "w")
  file:write(value)
  file:close()
end

local function run()
  local out = os.getenv("PACKSTUDIO_DIAG_OUT")
  local buf = vim.api.nvim_get_current_buf()
  local client = vim.lsp.start_client({
    cmd = vim.fn.json_decode(os.getenv("PACKSTUDIO_LSP_CMD")),
    root_dir = vim.fn.expand("%:p:h"),
    name = "packstudio",
  })
  vim.lsp.buf_attach_client(buf, client)
  -- A guard, not a measure: a busy machine may take seconds to start node.
  vim.wait(60000, function()
    return #vim.diagnostic.get(buf) > 0
  end, 50)
  local file = io.open(out, "w")
  file:write(vim.fn.json_encode(vim.diagnostic.get(buf)))
  file:close()
  if os.getenv("PACKSTUDIO_HOVER_AT") then hover(buf, os.getenv("PACKSTUDIO_HOVER_OUT")) end
  vim.lsp.stop_client(client)
  vim.cmd("qa!")
end

-- The init file runs before the file named on the command line is read: wait for it.
vim.api.nvim_create_autocmd("VimEnter", { callback = run })
