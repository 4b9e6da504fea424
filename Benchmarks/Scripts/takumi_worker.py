"""Renders C1's card with Takumi (PyPI `pytakumi`) for Easel's benchmark C1.

Reads one JSON request a line on standard input and answers each with one JSON line:

- {"command": "build", "card": {...}} registers the card's font files (the same Inter files Easel draws
  with) with one Renderer and builds the card as Takumi's node tree from the description
  (BenchmarkCard.spec in BenchmarkScenes/BenchmarkCard.swift): a flex column, 'padding' in, 'spacing'
  apart, on white; a row of the circle and the two heading lines; the paragraph; the progress bar (a track
  and a bar of 'progress' of its width, 'barHeight' tall, fully rounded). Answers {"fonts": count}.
- {"command": "time"} times the render call alone (`Renderer.render` to PNG bytes, the node tree built
  beforehand) in CPU time of the calling thread. Answers {"seconds": s, "bytes": n}.
- {"command": "write", "path": P} renders the card and writes the PNG to P. Answers {"bytes": n}.
"""

import time

from pytakumi import Renderer, container, text_node

from worker_loop import answer_requests


def build_card(card):
    def text(line):
        return text_node(line["text"], style={"fontSize": line["size"], "fontWeight": line["weight"], "color": line["color"]})

    circle = container([], style={"width": card["circle"], "height": card["circle"], "borderRadius": card["circle"] / 2,
                                  "backgroundColor": card["accent"], "flexShrink": 0})
    headings = container([text(card["heading"]), text(card["subheading"])],
                         style={"display": "flex", "flexDirection": "column", "gap": card["headingSpacing"]})
    top = container([circle, headings], style={"display": "flex", "flexDirection": "row", "alignItems": "center",
                                               "gap": card["circleSpacing"]})
    radius = card["barHeight"] / 2
    bar = container([], style={"width": f"{card['progress'] * 100}%", "height": card["barHeight"], "borderRadius": radius,
                               "backgroundColor": card["accent"]})
    track = container([bar], style={"display": "flex", "width": "100%", "height": card["barHeight"], "borderRadius": radius,
                                    "backgroundColor": card["track"]})
    return container([top, text(card["paragraph"]), track],
                     style={"display": "flex", "flexDirection": "column", "gap": card["spacing"], "padding": card["padding"],
                            "width": card["width"], "height": card["height"], "backgroundColor": "#FFFFFF",
                            "fontFamily": "Inter"})


class Card:
    def __init__(self, card):
        self.renderer = Renderer()
        for font in card["fonts"]:
            with open(font["path"], "rb") as file:
                self.renderer.register_font(file.read(), name="Inter", weight=font["weight"])
        self.fonts = len(card["fonts"])
        self.tree = build_card(card)
        self.size = (int(card["width"]), int(card["height"]))

    def render(self):
        return self.renderer.render(self.tree, width=self.size[0], height=self.size[1], format="png")

    def time(self):
        start = time.thread_time_ns()
        png = self.render()
        seconds = (time.thread_time_ns() - start) / 1e9
        return {"seconds": seconds, "bytes": len(png)}


def serve():
    card = None

    def handle(request):
        nonlocal card
        if request["command"] == "build":
            card = Card(request["card"])
            return {"fonts": card.fonts}
        if request["command"] == "time":
            return card.time()
        if request["command"] == "write":
            png = card.render()
            with open(request["path"], "wb") as file:
                file.write(png)
            return {"bytes": len(png)}
        return {"error": "unknown command " + request["command"]}

    answer_requests(handle)


if __name__ == "__main__":
    serve()
