"""The request loop the benchmark's Python workers share (taffy_worker.py, takumi_worker.py).

Each line of standard input is one JSON request; `handle(request)` returns the reply, a dict, written as
one JSON line. An exception becomes {"error": repr} and the loop goes on: the benchmark reports it.
"""

import json
import sys


def answer_requests(handle):
    for line in sys.stdin:
        try:
            reply = handle(json.loads(line))
        except Exception as error:  # the benchmark reports it and goes on
            reply = {"error": repr(error)}
        sys.stdout.write(json.dumps(reply) + "\n")
        sys.stdout.flush()
