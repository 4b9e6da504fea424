"""Counts the SF Symbols names Swift code uses, and says how Easel draws each (docs/symbols.md, "Coverage").

    python3 Scripts/symbol-usage.py count GIT_DIR... > counts.json   # names per project, from each HEAD
    python3 Scripts/symbol-usage.py list counts.json > Tests/EaselRenderTests/symbol-names-in-use.txt
    python3 Scripts/symbol-usage.py annotate Tests/EaselRenderTests/symbol-names-in-use.txt   # rewrite the last column
    python3 Scripts/symbol-usage.py table Tests/EaselRenderTests/symbol-names-in-use.txt      # the docs' Markdown table

A use is a string literal after `systemName:`, `systemImage:` or `systemSymbol:` in a `.swift` file
(`Image(systemName:)`, `Label(_:systemImage:)`, `UIImage(systemName:)`, …); names built at run time are not seen.
Names are ranked by the number of projects that use them, then by their uses. How Easel draws a name
is read from Sources/EaselCore/Symbols: `own` (OwnSymbolOutlines), `bootstrap:ICON` (SymbolNameTable), or `missing`.
"""
import collections, json, os, re, subprocess, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
USE = re.compile(r'(?:systemName|systemImage|systemSymbol)\s*:\s*"([a-z0-9][a-z0-9.]*)"')
TOP = 150


def count(git_dirs):
    uses, projects, sources = collections.Counter(), collections.Counter(), {}
    for git in git_dirs:
        head = subprocess.run(["git", "--git-dir", git, "rev-parse", "HEAD"], capture_output=True, text=True).stdout.strip()
        files = subprocess.run(["git", "--git-dir", git, "ls-tree", "-r", "--name-only", "HEAD"],
                               capture_output=True, text=True).stdout.split("\n")
        files = [f for f in files if f.endswith(".swift")]
        text = subprocess.run(["git", "--git-dir", git, "cat-file", "--batch"], capture_output=True,
                              input=("\n".join("HEAD:" + f for f in files) + "\n").encode()).stdout.decode("utf-8", "replace")
        names = collections.Counter(USE.findall(text))
        if not names:
            continue
        sources[git] = head[:7]
        uses.update(names)
        projects.update(set(names))
    json.dump({"uses": uses, "projects": projects, "sources": sources}, sys.stdout, indent=1)


def how_drawn():
    table = dict(re.findall(r'"([^"]+)": "([^"]+)"', open(os.path.join(ROOT, "Sources/EaselCore/Symbols/SymbolNameTable.swift")).read()))
    own_source = open(os.path.join(ROOT, "Sources/EaselCore/Symbols/OwnSymbolOutlines.swift")).read()
    own = set(re.findall(r'"([a-z0-9.]+)"', re.search(r"static let names: Set<String> = \[(.*?)\]", own_source, re.S).group(1)))
    return lambda name: "own" if name in own else ("bootstrap:" + table[name] if name in table else "missing")


def rows(path):
    return [line.rstrip("\n").split("\t") for line in open(path) if line.strip() and not line.startswith("#")]


def main():
    command, args = sys.argv[1], sys.argv[2:]
    if command == "count":
        count(args)
    elif command == "list":
        data = json.load(open(args[0]))
        uses, projects = data["uses"], data["projects"]
        ranked = sorted(projects, key=lambda n: (-projects[n], -uses[n], n))[:TOP]
        how = how_drawn()
        print(f"# The {TOP} SF Symbols names most used in {len(data['sources'])} public Swift projects (docs/symbols.md,")
        print("# \"Coverage\"), by projects using the name, then uses. Columns: name, projects, uses, how Easel draws it.")
        print("# Regenerate the last column with `python3 Scripts/symbol-usage.py annotate <this file>`.")
        for name in ranked:
            print(f"{name}\t{projects[name]}\t{uses[name]}\t{how(name)}")
    elif command == "annotate":
        how = how_drawn()
        lines = open(args[0]).read().split("\n")
        out = [line if not line.strip() or line.startswith("#") else "\t".join(line.split("\t")[:3] + [how(line.split("\t")[0])])
               for line in lines]
        open(args[0], "w").write("\n".join(out))
    elif command == "table":
        table = rows(args[0])
        print("| # | name | projects | uses | Easel draws it with |")
        print("| --- | --- | --- | --- | --- |")
        for index, (name, projects, uses, how) in enumerate(table, 1):
            drawn = {"own": "Easel's own outline", "missing": "**missing**"}.get(how, how.replace("bootstrap:", "Bootstrap `") + "`")
            print(f"| {index} | `{name}` | {projects} | {uses} | {drawn} |")


if __name__ == "__main__":
    main()
