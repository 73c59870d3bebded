-- nvim.lua - Neovim (0.7 on) as the client of uniform lsp, headless:
--
--   UNIFORM=/abs/uniform FILE=/abs/dir/x.c OUT=/abs/result \
--     nvim --headless --clean -c 'luafile tests/lsp/nvim.lua'
--
-- Opens FILE, takes the diagnostics Neovim shows (byte columns, which
-- Neovim converts from the server's UTF-16 positions with the buffer's
-- own text), and compares them with check --format json --stdin-filename
-- FILE - of the same text; applies the "fix all" code action and
-- compares the buffer with fix --stdin-filename FILE -; writes an
-- .editorconfig that turns redundant-parens off, tells the server
-- (workspace/didChangeWatchedFiles) and compares the next diagnostics
-- again.  Each step writes a line to OUT, "ok STEP" or "bad STEP: why";
-- the last line is "done".  Quits Neovim with status 0 either way.
local uniform, file, out = os.getenv('UNIFORM'), os.getenv('FILE'), os.getenv('OUT')
local log = io.open(out, 'w')

local function say(line)
  log:write(line, '\n')
  log:flush()
end

local function finish()
  say('done')
  log:close()
  vim.cmd('qall!')
end

local function text()
  return table.concat(vim.api.nvim_buf_get_lines(0, 0, -1, true), '\n') .. '\n'
end

-- check's findings for the buffer, as (line, byte column, end line, end
-- byte column, rule, message) in 0-based lines and bytes, sorted.
local function expected()
  local t = text()
  local json = vim.fn.system({ uniform, 'check', '-q', '--format', 'json',
    '--stdin-filename', file, '-' }, t)
  local starts, want = { 0 }, {}
  for i = 1, #t do
    if t:sub(i, i) == '\n' then starts[#starts + 1] = i end
  end
  local function at(off)
    local line = 0
    while line + 1 < #starts and starts[line + 2] <= off do line = line + 1 end
    return line, off - starts[line + 1]
  end
  for _, f in ipairs(vim.fn.json_decode(json)) do
    local l, c = at(f.offset)
    local el, ec = at(f.end_offset)
    want[#want + 1] = string.format('%d:%d-%d:%d %s %s', l, c, el, ec, f.rule, f.message)
  end
  table.sort(want)
  return want
end

local function shown()
  local got = {}
  for _, d in ipairs(vim.diagnostic.get(0)) do
    got[#got + 1] = string.format('%d:%d-%d:%d %s %s', d.lnum, d.col, d.end_lnum,
      d.end_col, d.code, d.message)
  end
  table.sort(got)
  return got
end

local function compare(step)
  local want, got = expected(), shown()
  local a, b = table.concat(want, '\n'), table.concat(got, '\n')
  if #want == 0 then
    say('bad ' .. step .. ': check gives no findings to compare')
  elseif a == b then
    say('ok ' .. step .. ' (' .. #got .. ' diagnostics)')
  else
    say('bad ' .. step .. ': check gives\n' .. a .. '\nNeovim shows\n' .. b)
  end
end

local root = vim.fn.fnamemodify(file, ':h')
local id = vim.lsp.start_client({ name = 'uniform', cmd = { uniform, 'lsp' }, root_dir = root })
if not id then
  say('bad start: no client')
  return finish()
end
vim.cmd('edit ' .. vim.fn.fnameescape(file))
vim.lsp.buf_attach_client(0, id)

if not vim.wait(10000, function() return #vim.diagnostic.get(0) > 0 end, 20) then
  say('bad diagnostics: none in 10 s')
  return finish()
end
compare('diagnostics')
local original = vim.api.nvim_buf_get_lines(0, 0, -1, true)

-- The fix of the whole document, as a real client applies it.
local params = {
  textDocument = { uri = vim.uri_from_bufnr(0) },
  range = { start = { line = 0, character = 0 }, ['end'] = { line = vim.api.nvim_buf_line_count(0), character = 0 } },
  context = { diagnostics = {}, only = { 'source.fixAll' } },
}
local fixed = vim.fn.system({ uniform, 'fix', '-q', '--stdin-filename', file, '-' }, text())
local answers = vim.lsp.buf_request_sync(0, 'textDocument/codeAction', params, 10000) or {}
local action
for _, a in pairs(answers) do
  for _, x in ipairs(a.result or {}) do
    if x.kind == 'source.fixAll' then action = x end
  end
end
if not action then
  say('bad fix all: no such code action')
else
  vim.lsp.util.apply_workspace_edit(action.edit, 'utf-16')
  if text() == fixed then
    say('ok fix all')
  else
    say('bad fix all: the buffer\n' .. text() .. 'fix gives\n' .. fixed)
  end
end

-- Back to the text with findings (an edit the client sends as a
-- change), then a changed .editorconfig.
vim.wait(10000, function() return #vim.diagnostic.get(0) == 0 end, 20)
vim.api.nvim_buf_set_lines(0, 0, -1, true, original)
vim.wait(10000, function() return #vim.diagnostic.get(0) > 0 end, 20)
compare('diagnostics of the text changed back')
local before = #vim.diagnostic.get(0)
local ec = root .. '/.editorconfig'
local f = io.open(ec, 'w')
f:write('[*.c]\nuniform_rules = -redundant-parens\n')
f:close()
vim.lsp.get_client_by_id(id).notify('workspace/didChangeWatchedFiles',
  { changes = { { uri = vim.uri_from_fname(ec), type = 1 } } })
if vim.wait(10000, function() return #vim.diagnostic.get(0) ~= before end, 20) then
  compare('after .editorconfig')
else
  say('bad after .editorconfig: the diagnostics stayed ' .. before)
end
finish()
