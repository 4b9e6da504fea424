"""The save → picture-on-page time of `easel preview --serve` (preview-edit.sh runs it): the server is
started on a folder of view files, a client reads its event stream as the page does, and one file is
edited ROUNDS times; each round is timed from the save to the end of fetching the edited preview's new
picture (the page's `picture` event, then its GET). Prints one line of JSON: the times, their median, and
where the time went (build seconds from the `built` event).

  preview_serve_edit.py EASEL VIEWS BUILD EASEL_PATH FILE PICTURE ROUNDS
"""
import http.client
import json
import statistics
import subprocess
import sys
import threading
import time

easel, views, build, easel_path, edited, picture, rounds = sys.argv[1:8]
server = subprocess.Popen([easel, "preview", views, "--serve", "127.0.0.1:0", "--build-path", build, "--easel-path", easel_path],
                          stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
try:
    line = server.stdout.readline().strip()
    assert line.startswith("listening on http://"), line
    host, port = line[len("listening on http://"):].rstrip("/").rsplit(":", 1)
    events = []
    arrived = threading.Condition()

    def read():
        connection = http.client.HTTPConnection(host, int(port))
        connection.request("GET", "/events")
        response = connection.getresponse()
        name = None
        for raw in response:
            text = raw.decode().rstrip("\n")
            if text.startswith("event: "):
                name = text[7:]
            elif text.startswith("data: "):
                with arrived:
                    events.append((time.monotonic(), name, json.loads(text[6:])))
                    arrived.notify_all()

    threading.Thread(target=read, daemon=True).start()

    def wait_for(predicate, start):
        with arrived:
            while True:
                for event in events[start:]:
                    if predicate(event):
                        return event
                if not arrived.wait(timeout=300):
                    raise SystemExit("no event in 300 s")

    wait_for(lambda e: e[1] == "state", 0)
    times, builds = [], []
    with open(edited) as file:
        original = file.read()
    for number in range(int(rounds)):
        time.sleep(1.0)
        start_index = len(events)
        start = time.monotonic()
        with open(edited, "w") as file:
            file.write(original.replace("Votes: ", f"Votes ({number}): "))
        _, _, card = wait_for(lambda e: e[1] == "picture" and e[2]["id"] == picture, start_index)
        connection = http.client.HTTPConnection(host, int(port))
        connection.request("GET", f"/previews/{picture}?v={card['version']}")
        body = connection.getresponse().read()
        assert body.startswith(b"\x89PNG"), body[:20]
        times.append(time.monotonic() - start)
        built = [e for e in events[start_index:] if e[1] == "built"]
        builds.append(built[0][2]["seconds"] if built else None)
        wait_for(lambda e: e[1] == "drawn", start_index)
    with open(edited, "w") as file:
        file.write(original)
    print(json.dumps({"seconds": [round(t, 2) for t in times], "median": round(statistics.median(times), 2), "build_seconds": builds}))
finally:
    server.terminate()
    server.wait(timeout=30)
