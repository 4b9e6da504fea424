import Foundation
import Testing

/// `easel race`: a CSV in, an animation out; CSV faults named by line and column, nothing written.
@Suite struct RaceCommandTests {
    let quick = ["--fps", "10", "--period-length", "0.2", "--hold", "0", "--steps-per-period", "2", "--width", "300"]

    @MainActor @Test func racesAWideCSVToAGIFAndAFramesFolder() throws {
        try withTemporaryFolder { folder in
            try "year,Ann,Bo\n2020,1,5\n2021,9,6\n".write(to: folder.appendingPathComponent("d.csv"), atomically: true, encoding: .utf8)
            let gif = try easel(["race", "d.csv", "-o", "race.gif"] + quick, in: folder)
            #expect(gif.status == 0, "\(gif.stderr)")
            #expect(gif.stdout == "race.gif\n")
            #expect(try Data(contentsOf: folder.appendingPathComponent("race.gif")).starts(with: Array("GIF89a".utf8)))
            let frames = try easel(["race", "d.csv", "-o", "frames/"] + quick, in: folder)
            #expect(frames.status == 0, "\(frames.stderr)")
            // Two steps (one period of 2 steps) of 0.1 s at 10 fps, no holds: 2 frames each, its start and its end.
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("frames").path)
            #expect(names.filter { $0.hasSuffix(".png") }.count == 4)
        }
    }

    @MainActor @Test func racesALongCSVFromStdin() throws {
        try withTemporaryFolder { folder in
            let csv = Data("when,who,score\nQ1,Ann,3\nQ1,Bo,4\nQ2,Ann,8\n".utf8)
            let run = try easel(["race", "-", "-o", "race.png", "--period", "when", "--entity", "who", "--value", "score"] + quick,
                                in: folder, stdin: csv)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("race.png").path))
        }
    }

    @MainActor @Test(arguments: [
        ("p,A,B\n1,2,3\n2,4,lots\n", [String](), 65, "d.csv: line 3, column 3: expected a number, got \"lots\""),
        ("when,A\n1,2\n", ["--period", "period"], 65, "d.csv: line 1: no column named \"period\" (--period); the columns are \"when\", \"A\""),
        ("p,A\n1,2\n", ["--top", "0"], 64, "--top must be from 1 to 100, got 0"),
        ("p,A\n1,2\n", ["--missing", "guess"], 64, "--missing must be interpolate or hold, got guess"),
    ]) func faultsAreNamedAndWriteNothing(csv: String, flags: [String], status: Int32, message: String) throws {
        try withTemporaryFolder { folder in
            try csv.write(to: folder.appendingPathComponent("d.csv"), atomically: true, encoding: .utf8)
            let run = try easel(["race", "d.csv", "-o", "race.gif"] + flags + quick, in: folder)
            #expect(run.status == status)
            #expect(run.stderr.contains(message), "\(run.stderr)")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("race.gif").path))
        }
    }

    @MainActor @Test func aMissingFileIsAMissingInput() throws {
        try withTemporaryFolder { folder in
            let run = try easel(["race", "nothing.csv", "-o", "race.gif"], in: folder)
            #expect(run.status == 66 && run.stderr.contains("nothing.csv: no such file"))
        }
    }
}
