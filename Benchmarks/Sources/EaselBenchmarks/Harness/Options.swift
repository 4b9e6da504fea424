import Foundation

/// What a run measures, read from the command line.
///
/// ```
/// EaselBenchmarks [--rounds N] [--quick] [--only L1,T1] [--python PATH] [--easel PATH] [--results DIR] [--no-write]
/// ```
struct Options {
    /// Rounds per comparison (each round times both sides once).
    var rounds = 11
    /// Case ids to run (`L1`, `L2`, `T1`, `R1`, `S1`, `P1`, `A1`, …); empty runs all.
    var only: Set<String> = []
    /// The Python with `stretchable` (Taffy) and `pytakumi` (Takumi) installed.
    var python = "python3"
    /// The `easel` command-line tool, for the cases that run it as a process (A1, S1, P1); nil until it builds.
    var easel: String?
    /// Where the results file goes.
    var results: URL
    var writesResults = true

    /// The Benchmarks folder, found from this file's path.
    static let packageFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    /// The Easel checkout around it.
    static var repository: URL { packageFolder.deletingLastPathComponent() }
    /// Helper scripts (the Taffy worker).
    static var scripts: URL { packageFolder.appendingPathComponent("Scripts") }

    init(arguments: [String]) throws {
        results = Self.packageFolder.appendingPathComponent("results")
        var remaining = arguments[...]
        func value(_ flag: String) throws -> String {
            guard let value = remaining.popFirst() else { throw SubprocessError(description: "\(flag) needs a value") }
            return value
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--rounds":
                guard let rounds = Int(try value(argument)), rounds > 0 else {
                    throw SubprocessError(description: "--rounds needs a positive whole number")
                }
                self.rounds = rounds
            case "--quick": rounds = 3
            case "--only": only = Set(try value(argument).split(separator: ",").map { $0.uppercased() })
            case "--python": python = try value(argument)
            case "--easel": easel = try value(argument)
            case "--results": results = URL(fileURLWithPath: try value(argument))
            case "--no-write": writesResults = false
            default: throw SubprocessError(description: "unknown argument \(argument)")
            }
        }
    }

    func runs(_ caseID: String) -> Bool { only.isEmpty || only.contains(caseID) }
}

/// What every case gets.
struct BenchContext {
    let options: Options
    /// A folder for the files a case writes; removed at the end of the run.
    let scratch: URL

    var rounds: Int { options.rounds }

    /// Progress, on standard error, so that standard output is the table alone.
    func log(_ message: String) {
        FileHandle.standardError.write(Data("  \(message)\n".utf8))
    }
}
