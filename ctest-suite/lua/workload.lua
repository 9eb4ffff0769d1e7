-- A workload for Lua built by jcirc (LuaTest): exercises the VM, the parser and code generator,
-- the garbage collector and every standard library the interpreter opens, printing only
-- deterministic results (table keys sorted, random numbers from a fixed seed, no addresses or
-- times). Each section prints a line; the last line counts failed checks.
local failures = 0
local function check(name, cond)
  if not cond then failures = failures + 1; print("FAILED: " .. name) end
end
local function sorted_keys(t)
  local ks = {}
  for k in pairs(t) do ks[#ks + 1] = k end
  table.sort(ks, function(a, b)
    if type(a) == type(b) then return a < b end
    return type(a) < type(b)
  end)
  return ks
end

-- arithmetic: integers, floats, integer division, modulo, bitwise ops, overflow wrap
do
  local acc = {}
  for i = -7, 7, 3 do
    acc[#acc + 1] = string.format("%d:%d,%d,%g,%d", i, i // 3, i % 3, i / 4, i << 2 ~ 0x55)
  end
  print("arith", table.concat(acc, " "))
  print("ints", math.maxinteger + 1 == math.mininteger, math.type(3), math.type(3.0), math.type("3"),
        7 // 0.0, -7 // 0.0, 3 % -2, -3 % 2, 5.5 % -2, 1e300 * 1e10, math.tointeger(2^53))
  print("bits", 0xF0 & 0x3C, 0xF0 | 0x0F, 0xFF ~ 0x0F, ~0, 1 << 63, (1 << 63) >> 63, -1 >> 1)
  print("floats", string.format("%.17g %.3f %e %a", 0.1 + 0.2, math.pi, 6.02e23, 1.0),
        math.floor(-3.5), math.ceil(-3.5), math.fmod(-7, 3), math.abs(math.mininteger), math.ult(1, -1))
  print("math", math.sqrt(2), math.exp(1), math.log(100, 10), math.log(8, 2), math.sin(1), math.max(3, 9.5, -1), math.min(4))
  print("conv", tonumber("0x1p4"), tonumber("  12  "), tonumber("z", 36), tonumber("777", 8), tonumber("1e2"),
        tostring(1e15), tostring(2^63), 10 == 10.0, "10" + 5, "3" * "4", 10 .. 20)
end

-- strings: the pattern matcher, format, rep, byte/char, pack/unpack
do
  local s = "The quick brown fox jumps over the lazy dog"
  local words = {}
  for w in s:gmatch("%a+") do words[#words + 1] = w:lower() end
  table.sort(words)
  print("words", #words, table.concat(words, ","))
  print("gsub", s:gsub("(%w+) (%w+)", "%2 %1"), (s:gsub("o", {o = "0"})), (s:gsub("%w+", function(w) return #w end)))
  print("find", s:find("fox"), s:find("o", 20, true), s:match("(%a+) dog"), s:match("()quick()"),
        ("key = value"):match("^(%w+)%s*=%s*(%w+)$"))
  print("balanced", ("f(a(b)c) g(d)"):match("%b()"), ("THE (quick) fox"):find("%f[%a]%a+%f[%A]"))
  print("fmt", string.format("[%5d|%-5d|%05.1f|%x|%X|%o|%c|%q|%s|%10.3s|%%]", 42, 42, 3.14159, 255, 255, 8, 65, "a\nb\"c", nil, "abcdef"))
  print("fmt2", string.format("%i %u %g %g %g %.0f %5.2e", -3, 3, 1e20, 0.0001, 100000000000000, 2.5, 12345.678))
  print("rep", ("ab"):rep(3, "-"), ("x"):rep(0), s:sub(-3), s:sub(5, 9), s:upper():sub(1, 9), #s, s:reverse():sub(1, 8))
  print("bytes", s:byte(1, 5), string.char(72, 105, 33), ("%d"):format(3.0))
  local packed = string.pack("<i4 i8 d z s1 B", -2, 1 << 40, 0.5, "zs", "len", 200)
  print("pack", #packed, string.unpack("<i4 i8 d z s1 B", packed))
  print("packsize", string.packsize("i4 i8 d"), string.packsize("!8 i1 i8"), string.unpack(">I2", "\1\2"))
  local t = {}
  for i = 1, 200 do t[i] = string.format("%03d", (i * 37) % 200) end
  print("concat", #table.concat(t), table.concat(t, "", 1, 5))
end

-- tables: constructors, length, sort with a comparator, insert/remove/move/unpack, next
do
  local t = {10, 20, 30, nil, 50, x = 1, ["y z"] = 2, [3.0] = "three", [-1] = "neg"}
  print("table", t[3], t[5], t.x, t["y z"], t[-1], select("#", table.unpack({1, nil, 3}, 1, 3)))
  local a = {}
  for i = 1, 100 do a[i] = (i * 7919) % 101 end
  table.sort(a, function(x, y) return x > y end)
  print("sort", a[1], a[2], a[50], a[100], #a)
  table.insert(a, 1, -1); table.insert(a, 1000); print("insert", a[1], a[#a], #a, table.remove(a), table.remove(a, 1), #a)
  local m = table.move({1, 2, 3, 4, 5}, 2, 4, 1)
  print("move", table.concat(m, ","), table.concat(table.move({1, 2, 3}, 1, 3, 3, {}), ",", 3, 5))
  local big = {}
  for i = 1, 10000 do big[i] = i * i end
  for i = 1, 10000, 2 do big[i] = nil end
  local n, sum = 0, 0
  for k, v in pairs(big) do n = n + 1; sum = sum + v end
  print("sparse", n, sum)
  local h = {}
  for i = 1, 500 do h["k" .. i] = i; h[i + 0.5] = i end
  local ks = sorted_keys(h)
  print("hash", #ks, ks[1], ks[#ks], h.k250, h[250.5])
  print("unpack", table.unpack({1, 2, 3}, 2), table.pack(1, nil, 3).n, select(-1, 1, 2, 3), select(2, "a", "b", "c"))
end

-- closures, upvalues, varargs, recursion, tail calls, goto
do
  local function counter()
    local c = 0
    return function(n) c = c + (n or 1); return c end
  end
  local c1, c2 = counter(), counter()
  c1(); c1(5); c2(2)
  print("closures", c1(), c2())
  local fns = {}
  for i = 1, 5 do fns[i] = function() return i * i end end
  print("loopvars", fns[1](), fns[3](), fns[5]())
  local function va(...)
    local n = select("#", ...)
    local t = {...}
    return n, #t, ...
  end
  print("varargs", va(1, nil, 3, nil))
  local function fib(n) if n < 2 then return n end return fib(n - 1) + fib(n - 2) end
  local function tail(n, acc) if n == 0 then return acc end return tail(n - 1, acc + n) end
  print("recursion", fib(20), tail(100000, 0))
  local i, out = 1, {}
  ::top::
  if i <= 5 then
    if i % 2 == 0 then i = i + 1; goto top end
    out[#out + 1] = i; i = i + 1; goto top
  end
  print("goto", table.concat(out, " "))
  local n = 0
  for x = 10, 1, -3 do n = n * 10 + x end
  for x = 1.0, 2.0, 0.25 do n = n + x end
  print("numeric for", n)
end

-- metatables: arithmetic, comparison, __index/__newindex chains, __call, __close, __gc, __len
do
  local V = {}
  V.__index = V
  local function vec(x, y) return setmetatable({x = x, y = y}, V) end
  V.__add = function(a, b) return vec(a.x + b.x, a.y + b.y) end
  V.__mul = function(a, k) return vec(a.x * k, a.y * k) end
  V.__eq = function(a, b) return a.x == b.x and a.y == b.y end
  V.__lt = function(a, b) return a.x * a.x + a.y * a.y < b.x * b.x + b.y * b.y end
  V.__le = function(a, b) return not (b < a) end
  V.__tostring = function(a) return "(" .. a.x .. "," .. a.y .. ")" end
  V.__len = function(a) return 2 end
  V.__call = function(a, k) return a.x * k end
  V.__concat = function(a, b) return tostring(a) .. tostring(b) end
  V.__unm = function(a) return vec(-a.x, -a.y) end
  V.__idiv = function(a, k) return vec(a.x // k, a.y // k) end
  function V:norm1() return math.abs(self.x) + math.abs(self.y) end
  local a, b = vec(1, 2), vec(3, 4)
  print("meta", tostring(a + b), tostring(a * 3), a == vec(1, 2), a < b, b <= a, #a, a(10), a .. b, tostring(-a), tostring(b // 2), b:norm1())
  local log = {}
  local proxy = setmetatable({}, {
    __index = function(t, k) log[#log + 1] = "get " .. tostring(k); return k .. "!" end,
    __newindex = function(t, k, v) log[#log + 1] = "set " .. tostring(k); rawset(t, k, v) end,
  })
  local _ = proxy.a; proxy.b = 1; local _ = proxy.b; proxy.b = 2
  print("proxy", table.concat(log, ";"), rawget(proxy, "b"), rawlen({1, 2}), rawequal(a, a))
  local base = {greet = function() return "base" end}
  local mid = setmetatable({}, {__index = base})
  local obj = setmetatable({}, {__index = mid})
  print("chain", obj.greet(), getmetatable("x").__index == string)
  local closed = {}
  do
    local x <close> = setmetatable({}, {__close = function() closed[#closed + 1] = "x" end})
    local y <close> = setmetatable({}, {__close = function(_, err) closed[#closed + 1] = "y" end})
    local k <const> = 5
    closed[#closed + 1] = "body" .. k
  end
  print("close", table.concat(closed, ","))
  local collected = 0
  for i = 1, 50 do setmetatable({}, {__gc = function() collected = collected + 1 end}) end
  collectgarbage(); collectgarbage()
  print("gc", collected, collectgarbage("count") > 0, collectgarbage("step"), collectgarbage("isrunning"))
  local weak = setmetatable({}, {__mode = "k"})
  weak[{}] = 1; weak[a] = 2
  collectgarbage()
  local wn = 0
  for _ in pairs(weak) do wn = wn + 1 end
  print("weak", wn)
end

-- errors: pcall, xpcall with a traceback handler, error objects, error levels, assert
do
  local ok, e = pcall(function() local t = nil; return t.x end)
  print("pcall1", ok, (e:gsub("^.-:%d+: ", "")))
  local okt, et = pcall(error, {code = 7})
  print("pcall2", okt, type(et), et.code)
  local ok2, e2 = pcall(error, setmetatable({}, {__tostring = function() return "custom" end}))
  print("pcall3", ok2, tostring(e2))
  print("xpcall", xpcall(function() error("boom", 0) end, function(m) return "handled " .. m end))
  print("level", select(2, pcall(function() error("lvl", 2) end)) ~= nil, select(2, pcall(error)))
  print("assert", pcall(assert, false, "assert msg"), pcall(assert, 1 == 1, "unused"))
  print("arith err", (select(2, pcall(function() return {} + 1 end)):gsub("^.-:%d+: ", "")))
  print("tostring err", pcall(string.rep), (select(2, pcall(string.format, "%d", 1.5)):gsub("^.-:%d+: ", "")))
  local depth = 0
  local function deep() depth = depth + 1; return deep() + 1 end
  local okd, ed = pcall(deep)
  print("stack overflow", okd, depth > 1000, (tostring(ed):find("stack overflow")) ~= nil)
end

-- coroutines: generators, passing values both ways, wrap, status, yield across pcall, close
do
  local function gen(n)
    return coroutine.wrap(function() for i = 1, n do coroutine.yield(i * i) end return "done" end)
  end
  local g, out = gen(5), {}
  for _ = 1, 6 do out[#out + 1] = tostring(g()) end
  print("wrap", table.concat(out, " "))
  local co = coroutine.create(function(a, b)
    local c = coroutine.yield(a + b)
    local d, e = coroutine.yield(c * 2)
    return d + e, "end"
  end)
  print("resume", coroutine.resume(co, 1, 2))
  print("resume", coroutine.resume(co, 10))
  print("resume", coroutine.resume(co, 3, 4))
  print("status", coroutine.status(co), coroutine.resume(co))
  local co2 = coroutine.create(function()
    local ok, v = pcall(function() local x = coroutine.yield("in pcall"); error("after " .. x) end)
    coroutine.yield(ok, (v:gsub("^.-:%d+: ", "")))
    return "finished"
  end)
  print("yield pcall", coroutine.resume(co2))
  print("yield pcall", coroutine.resume(co2, "resume"))
  print("yield pcall", coroutine.resume(co2))
  local co3 = coroutine.create(function() coroutine.yield() end)
  coroutine.resume(co3)
  print("close co", coroutine.close(co3), coroutine.status(co3), coroutine.isyieldable(), coroutine.running() ~= nil)
  -- a producer/consumer pipeline through three coroutines
  local function producer() return coroutine.wrap(function() for w in ("a bb ccc dddd"):gmatch("%S+") do coroutine.yield(w) end end) end
  local function filter(src) return coroutine.wrap(function() for w in src do if #w % 2 == 0 then coroutine.yield(w:upper()) end end end) end
  local got = {}
  for w in filter(producer()) do got[#got + 1] = w end
  print("pipeline", table.concat(got, ","))
end

-- load, string.dump, environments, require-less modules, select/next
do
  local f = load("local a, b = ... ; return a * b + x", "chunk", "t", {x = 100})
  print("load", f(6, 7))
  local parts, i = {"return ", "1 ", "+ ", "41"}, 0
  print("load fn", load(function() i = i + 1; return parts[i] end)())
  local dumped = string.dump(function(n) local s = 0; for k = 1, n do s = s + k end; return s end)
  print("dump", load(dumped, "d", "b")(100), #dumped > 0)
  print("load err", load("return +"))
  local env = setmetatable({}, {__index = _G})
  local chunk = load("y = 5; return y + (z or 0)", "env", "t", env)
  print("env", chunk(), env.y, rawget(_G, "y"))
  print("next", next({}), type(next({a = 1})), select("#", nil, nil))
  local src = {}
  for k = 1, 200 do src[#src + 1] = string.format("local v%d = %d * 2", k, k) end
  src[#src + 1] = "return v1 + v100 + v200"
  print("big chunk", load(table.concat(src, "\n"))())
end

-- utf8 and os/io basics that are deterministic
do
  local u = "héllo wörld ✓"
  local cps = {}
  for _, c in utf8.codes(u) do cps[#cps + 1] = c end
  print("utf8", utf8.len(u), #u, cps[2], cps[#cps], utf8.char(72, 233, 10003), utf8.codepoint(u, 1, 3), utf8.offset(u, 3))
  print("utf8 pattern", #u:gsub(utf8.charpattern, "."), utf8.len("\xff"))
  print("os", os.getenv("JCIRC_LUA_UNSET_VARIABLE"), type(os.time()), type(os.clock()), os.date("!%Y-%m-%d %H:%M:%S", 86400 * 365))
  local name = os.tmpname()
  local fh = assert(io.open(name, "w"))
  fh:write("line one\n", 42, " ", 3.5, "\nlast")
  fh:close()
  local lines = {}
  for l in io.lines(name) do lines[#lines + 1] = l end
  local fr = io.open(name, "r")
  local n1 = fr:read("l"); local num = fr:read("n"); local rest = fr:read("a")
  fr:seek("set", 5)
  local four = fr:read(4)
  fr:close()
  os.remove(name)
  print("io", #lines, lines[1], lines[3], n1, num, (rest:gsub("\n", "|")), four, io.type(fr), io.type(io.stdout))
  io.write("io.write ", 1, " ", 2.5, "\n")
end

-- a small interpreter workload: sieve, string building, matrix multiply, memoization
do
  local N = 20000
  local sieve, count = {}, 0
  for i = 2, N do
    if not sieve[i] then count = count + 1; for j = i * i, N, i do sieve[j] = true end end
  end
  local function matmul(a, b, n)
    local c = {}
    for i = 1, n do
      c[i] = {}
      for j = 1, n do
        local s = 0.0
        for k = 1, n do s = s + a[i][k] * b[k][j] end
        c[i][j] = s
      end
    end
    return c
  end
  local n, a = 30, {}
  for i = 1, n do a[i] = {}; for j = 1, n do a[i][j] = (i - j) / (i + j) end end
  local c = matmul(a, a, n)
  local memo = {}
  local function collatz(x)
    if x == 1 then return 0 end
    if memo[x] then return memo[x] end
    local r = 1 + collatz(x % 2 == 0 and x // 2 or 3 * x + 1)
    memo[x] = r
    return r
  end
  local best, arg = 0, 0
  for i = 1, 30000 do local l = collatz(i); if l > best then best, arg = l, i end end
  math.randomseed(42)
  local r = {}
  for i = 1, 5 do r[i] = math.random(1, 1000) end
  print("workload", count, string.format("%.10f", c[7][13]), best, arg, math.random(0) ~= nil, #r)
end

print("failures=" .. failures)
