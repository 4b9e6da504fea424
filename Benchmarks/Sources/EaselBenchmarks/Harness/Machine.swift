import Foundation

/// The machine and the code a run measured, for the results file.
struct Machine {
    let date: String
    let cpuModel: String
    let cores: Int
    let system: String
    let commit: String
    let swiftVersion: String

    /// Reads the machine; `repository` is the Easel checkout whose commit is recorded.
    init(repository: URL) {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        date = formatter.string(from: Date())
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        cpuModel = cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
            .flatMap { $0.split(separator: ":", maxSplits: 1).last }
            .map { $0.trimmingCharacters(in: .whitespaces) } ?? "unknown CPU"
        cores = Int(Subprocess.output("nproc", []) ?? "") ?? ProcessInfo.processInfo.activeProcessorCount
        system = Subprocess.output("uname", ["-sr"]) ?? "unknown system"
        let head = Subprocess.output("git", ["-C", repository.path, "rev-parse", "--short=12", "HEAD"]) ?? "unknown"
        let changes = Subprocess.output("git", ["-C", repository.path, "status", "--porcelain", "--untracked-files=no"]) ?? ""
        commit = changes.isEmpty ? head : "\(head) (with uncommitted changes)"
        swiftVersion = Subprocess.output("swift", ["--version"])?.split(separator: "\n").first.map(String.init) ?? "unknown"
    }
}
