-- wrk reporter for serve-load.sh: one line "requests rps p50_ms p99_ms non2xx".
-- With MISS=1 in the environment each request asks for a new picture (a title no request used before),
-- so every one is a cache miss and a real render.
local counter = 0
local miss = os.getenv("MISS") == "1"
local base = os.getenv("TARGET") or "/templates/og-card.png"

request = function()
  if not miss then return wrk.format("GET", base .. "?title=Cached") end
  counter = counter + 1
  return wrk.format("GET", base .. "?title=Card%20" .. tostring(math.random(1, 1e9)) .. "-" .. counter)
end

done = function(summary, latency, requests)
  local seconds = summary.duration / 1e6
  io.write(string.format("%d %.1f %.2f %.2f %d\n", summary.requests, summary.requests / seconds,
    latency:percentile(50) / 1000, latency:percentile(99) / 1000, summary.errors.status))
end
