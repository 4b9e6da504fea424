"""Draws G1's charts with matplotlib (PyPI `matplotlib`, its Agg backend) for Easel's benchmark G1.

Reads one JSON request a line on standard input and answers each with one JSON line:

- {"command": "build", "spec": {...}} keeps the charts' data (BenchmarkCharts.spec in
  BenchmarkScenes/BenchmarkCharts.swift: the size in pixels, 50 bars' categories and values, a line's
  10,000 x and y values), the numbers as NumPy arrays, as a matplotlib program would hold them.
  Answers {"bars": count, "points": count}.
- {"command": "time", "chart": "bars" | "line"} times one chart from its data to PNG bytes: a Figure of
  the size at 100 dpi on the Agg canvas, one Axes, `bar` or `plot` with matplotlib's defaults, and
  `savefig` to an in-memory PNG, in CPU time of the calling thread. Answers {"seconds": s, "bytes": n}.
- {"command": "write", "chart": ..., "path": P} draws the chart and writes the PNG to P. Answers {"bytes": n}.

The Figure is made without pyplot, so no figure is kept between requests.
"""

import io
import time

import matplotlib

matplotlib.use("Agg")
import numpy  # noqa: E402
from matplotlib.backends.backend_agg import FigureCanvasAgg  # noqa: E402
from matplotlib.figure import Figure  # noqa: E402

from worker_loop import answer_requests  # noqa: E402

DPI = 100


class Charts:
    def __init__(self, spec):
        self.size = (spec["width"] / DPI, spec["height"] / DPI)
        self.categories = list(spec["bars"]["categories"])
        self.values = numpy.asarray(spec["bars"]["values"], dtype=float)
        self.x = numpy.asarray(spec["line"]["x"], dtype=float)
        self.y = numpy.asarray(spec["line"]["y"], dtype=float)

    def render(self, chart):
        figure = Figure(figsize=self.size, dpi=DPI)
        FigureCanvasAgg(figure)
        axes = figure.add_subplot()
        if chart == "bars":
            axes.bar(self.categories, self.values)
        elif chart == "line":
            axes.plot(self.x, self.y)
        else:
            raise ValueError("unknown chart " + chart)
        buffer = io.BytesIO()
        figure.savefig(buffer, format="png")
        return buffer.getvalue()

    def time(self, chart):
        start = time.thread_time_ns()
        png = self.render(chart)
        seconds = (time.thread_time_ns() - start) / 1e9
        return {"seconds": seconds, "bytes": len(png)}


def serve():
    charts = None

    def handle(request):
        nonlocal charts
        if request["command"] == "build":
            charts = Charts(request["spec"])
            return {"bars": len(charts.categories), "points": len(charts.x)}
        if request["command"] == "time":
            return charts.time(request["chart"])
        if request["command"] == "write":
            png = charts.render(request["chart"])
            with open(request["path"], "wb") as file:
                file.write(png)
            return {"bytes": len(png)}
        return {"error": "unknown command " + request["command"]}

    answer_requests(handle)


if __name__ == "__main__":
    serve()
