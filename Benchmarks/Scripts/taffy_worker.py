"""Lays out flexbox trees with Taffy (PyPI `stretchable`) for Easel's benchmark L1.

Reads one JSON request a line on standard input and answers each with one JSON line:

- {"command": "build", "name": N, "parents": [...], "styles": [...], "styleTable": [...]}
  builds a tree: node i has parent parents[i] (-1 for the root, parents come before children) and the
  style styleTable[styles[i]] (see FlexboxTree.swift). Answers {"nodes": count}.
- {"command": "time", "name": N, "width": W, "height": H}
  marks every leaf dirty (so nothing is reused from an earlier layout, as Easel lays out a fresh tree),
  then times Taffy's compute call alone (`node_compute_layout_with_measure`, Rust) in CPU time of the
  calling thread. Answers {"seconds": s, "width": w, "height": h} (the root's size, as a check).

Everything runs on one thread with a large stack: Taffy recurses once per level of the tree.
"""

import threading
import time

from stretchable import Style
from stretchable.node import taffy, taffylib
from stretchable.style import AUTO, PT, AlignItems, FlexDirection, Size
from stretchable.style.geometry.size import SizeAvailableSpace

from worker_loop import answer_requests


def make_style(spec):
    arguments = {}
    if "direction" in spec:
        arguments["flex_direction"] = FlexDirection.ROW if spec["direction"] == "row" else FlexDirection.COLUMN
        arguments["align_items"] = AlignItems.CENTER
        arguments["gap"] = 8 * PT
    if "size" in spec:
        width, height = spec["size"]
        arguments["size"] = Size(width * PT, height * PT)
        arguments["flex_shrink"] = 0
    if "min" in spec:
        width, height = spec["min"]
        arguments["min_size"] = Size(width * PT, height * PT)
        arguments["max_size"] = Size(AUTO, spec["maxHeight"] * PT)
        arguments["flex_grow"] = 1
    return Style(**arguments).to_dict()


class Tree:
    def __init__(self, parents, styles, table):
        dicts = [make_style(spec) for spec in table]
        self.nodes = []
        has_children = [False] * len(parents)
        for index, (parent, style) in enumerate(zip(parents, styles)):
            node = taffylib.node_create(taffy._ptr, dicts[style])
            self.nodes.append(node)
            if parent >= 0:
                taffylib.node_add_child(taffy._ptr, self.nodes[parent], node)
                has_children[parent] = True
        self.root = self.nodes[0]
        self.leaves = [node for node, parent in zip(self.nodes, has_children) if not parent]

    def time(self, width, height):
        for leaf in self.leaves:
            taffylib.node_mark_dirty(taffy._ptr, leaf)
        space = SizeAvailableSpace(width, height).to_dict()
        start = time.thread_time_ns()
        ok = taffylib.node_compute_layout_with_measure(taffy._ptr, self.root, space, lambda *arguments: (0.0, 0.0))
        seconds = (time.thread_time_ns() - start) / 1e9
        if not ok:
            raise RuntimeError("Taffy could not lay out the tree")
        layout = taffylib.PyLayout()
        taffylib.node_get_layout(taffy._ptr, self.root, layout)
        return {"seconds": seconds, "width": layout.width, "height": layout.height}


def serve():
    trees = {}

    def handle(request):
        if request["command"] == "build":
            tree = Tree(request["parents"], request["styles"], request["styleTable"])
            trees[request["name"]] = tree
            return {"nodes": len(tree.nodes)}
        if request["command"] == "time":
            return trees[request["name"]].time(request["width"], request["height"])
        return {"error": "unknown command " + request["command"]}

    answer_requests(handle)


if __name__ == "__main__":
    threading.stack_size(1024 * 1024 * 1024 - 4096)
    worker = threading.Thread(target=serve)
    worker.start()
    worker.join()
