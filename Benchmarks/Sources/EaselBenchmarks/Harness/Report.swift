import Foundation

/// The table of results, printed and written to `results/DATE.md`.
struct Report {
    let rows: [Row]
    let machine: Machine
    let rounds: Int

    private static let header = ["case", "what is timed", "compared with", "ratio", "target", "result"]

    private func cells(_ row: Row) -> [String] {
        [row.name, row.timed, row.comparedWith, row.ratioText, row.target.description, row.result]
    }

    /// The table as Markdown, one row per line.
    var markdownTable: String {
        var lines = ["| " + Self.header.joined(separator: " | ") + " |",
                     "| " + Self.header.map { _ in "---" }.joined(separator: " | ") + " |"]
        for row in rows { lines.append("| " + cells(row).joined(separator: " | ") + " |") }
        return lines.joined(separator: "\n")
    }

    /// The table with its columns padded, for a terminal.
    var plainTable: String {
        let table = [Self.header] + rows.map(cells)
        let widths = Self.header.indices.map { column in table.map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            zip(cells, widths).map { $0 + String(repeating: " ", count: $1 - $0.count) }.joined(separator: "  ")
        }
        let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
        return ([line(Self.header), rule] + rows.map { line(cells($0)) }).joined(separator: "\n")
    }

    /// Medians and counts behind each ratio, and why pending rows wait.
    var details: String {
        rows.map { row in
            if let reason = row.pending { return "- **\(row.name)**: pending — \(reason)" }
            return "- **\(row.name)**: \(row.detail)"
        }.joined(separator: "\n")
    }

    /// The whole results file.
    var markdown: String {
        """
        # Benchmark results, \(machine.date)

        - machine: \(machine.cpuModel), \(machine.cores) cores (`nproc`), \(machine.system)
        - commit: `\(machine.commit)`
        - Swift: \(machine.swiftVersion)
        - method: each ratio is the median of \(rounds) rounds; a round times ours and the peer back to back,
          alternating which goes first. In-process times are CPU time of the measuring thread (of the whole
          process for Easel's layout pass, L1, whose deep tree runs on threads of its own); a process
          (rsvg-convert, the CLI) is timed by its CPU time (user + system, from `wait4`).

        \(markdownTable)

        ## Details

        \(details)

        """
    }

    /// Writes `markdown` to `folder/DATE.md`, replacing a file of an earlier run that day, and returns its path.
    func write(to folder: URL) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("\(machine.date).md")
        try Data(markdown.utf8).write(to: url)
        return url
    }
}
