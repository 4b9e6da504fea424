import Easel
import EaselScene
import Foundation
import PetPoll
import Testing

/// `easel poll`: the talk's poll with the defaults, votes from the command line or a file, avatars,
/// names in any script, and the failures.
@Suite struct PollCommandTests {
    /// The PNG of the poll of `pets` rendered in this process on the default canvas.
    private func expectedPNG(_ pets: [Pet]) throws -> Data {
        try SceneDocument(root: PollScreen(pets: pets)).renderer().pngData()
    }

    @MainActor @Test func withoutOptionsRendersTheTalksPollToPollPNG() throws {
        try withTemporaryFolder { folder in
            let run = try easel(["poll"], in: folder)
            #expect(run.status == 0 && run.stdout == "poll.png\n" && run.stderr.isEmpty)
            let data = try Data(contentsOf: folder.appendingPathComponent("poll.png"))
            #expect(pngSize(data).map { [$0.width, $0.height] } == [1170, 2532])
            #expect(data == (try expectedPNG(Pet.exampleData)))
        }
    }

    @MainActor @Test func votesFromTheCommandLineInAnyScript() throws {
        try withTemporaryFolder { folder in
            let run = try easel(["poll", "--votes", "猫=12, كلب=12 ,Fish=3,שפן=0", "-o", "poll.png"], in: folder)
            #expect(run.status == 0, "\(run.stderr)")
            let pets = [Pet(type: "猫", votes: 12), Pet(type: "كلب", votes: 12), Pet(type: "Fish", votes: 3), Pet(type: "שפן", votes: 0)]
            #expect(try Data(contentsOf: folder.appendingPathComponent("poll.png")) == (try expectedPNG(pets)))
        }
    }

    @MainActor @Test func votesFromAFileWithAnAvatar() throws {
        try withTemporaryFolder { folder in
            try #"{"Hamster": 4, "Golden retriever": 7, "ネコ": 9}"#.write(to: folder.appendingPathComponent("votes.json"), atomically: true, encoding: .utf8)
            try FileManager.default.copyItem(at: examplesFolder.appendingPathComponent("images/cat.png"), to: folder.appendingPathComponent("cat.png"))
            let run = try easel(["poll", "--votes-file", "votes.json", "--avatar", "ネコ=cat.png", "-o", "poll.png"], in: folder)
            #expect(run.status == 0, "\(run.stderr)")
            let cat = folder.appendingPathComponent("cat.png").standardizedFileURL.path
            let pets = [Pet(type: "Hamster", votes: 4), Pet(type: "Golden retriever", votes: 7), Pet(type: "ネコ", votes: 9, avatarPath: cat)]
            #expect(try Data(contentsOf: folder.appendingPathComponent("poll.png")) == (try expectedPNG(pets)))
        }
    }

    @MainActor @Test func everyFormatAndTheCanvasOptions() throws {
        try withTemporaryFolder { folder in
            let options = ["--width", "320", "--height", "600", "--scale", "2", "--dynamic-type", "accessibility3", "--color-scheme", "dark"]
            for name in ["poll.png", "poll.svg", "poll.pdf"] {
                let run = try easel(["poll", "-o", name] + options, in: folder)
                #expect(run.status == 0 && run.stdout == name + "\n", "\(run.stderr)")
            }
            #expect(pngSize(try Data(contentsOf: folder.appendingPathComponent("poll.png"))).map { [$0.width, $0.height] } == [640, 1200])
            #expect(svgSize(try Data(contentsOf: folder.appendingPathComponent("poll.svg"))).map { [$0.width, $0.height] } == [640, 1200])
            #expect(pdfPageSize(try Data(contentsOf: folder.appendingPathComponent("poll.pdf"))).map { [$0.width, $0.height] } == [320, 600])
        }
    }

    @MainActor @Test func badVotesAndAvatarsAreUsageErrors() throws {
        try withTemporaryFolder { folder in
            try Data("not a png".utf8).write(to: folder.appendingPathComponent("fake.png"))
            let cases: [([String], String)] = [
                (["--votes", "Cat=-1"], #"--votes: the votes of Cat must be a whole number from 0 to 1000000000, got "-1""#),
                (["--votes", "Cat=many"], #"--votes: the votes of Cat must be a whole number from 0 to 1000000000, got "many""#),
                (["--votes", "Cat=1,Cat=2"], "--votes: Cat is named twice; names must be unique"),
                (["--votes", "Cat"], #"--votes: expected NAME=VOTES, got "Cat""#),
                (["--votes", "Cat=1,,Dog=2"], #"--votes: expected NAME=VOTES, got """#),
                (["--votes", "Cat=1", "--votes-file", "votes.json"], "give either --votes or --votes-file, not both"),
                (["--avatar", "Cat"], #"--avatar: expected NAME=FILE.png, got "Cat""#),
                (["--avatar", "Cat=fake.png", "--avatar", "Cat=fake.png"], "--avatar: Cat is given twice"),
                (["--avatar", "Hamster=fake.png"], "--avatar Hamster=…: no candidate is named Hamster"),
                (["-o", "poll.gif"], "cannot tell the format of poll.gif: use a .png, .svg, .pdf, .jpg or .webp file name"),
            ]
            for (arguments, message) in cases {
                let run = try easel(["poll"] + arguments, in: folder)
                #expect(run.status == 64, "\(arguments)")
                #expect(run.stderr.contains(message), "\(arguments): \(run.stderr)")
            }
            #expect(try files(in: folder) == ["fake.png"])
        }
    }

    @MainActor @Test func badVoteFilesAndAvatarFilesAreDataOrMissingInputs() throws {
        try withTemporaryFolder { folder in
            try Data("not a png".utf8).write(to: folder.appendingPathComponent("fake.png"))
            let votes: [(String, String)] = [
                (#"{"Cat": "many"}"#, #"votes.json: Cat: expected an integer, got "many""#),
                (#"{"Cat": -3}"#, "votes.json: Cat: expected an integer ≥ 0, got -3"),
                (#"{"Cat": 1, "Cat": 2}"#, #"votes.json: line 1, column 12: duplicate key "Cat""#),
                (#"{"Cat": 1, " Cat ": 2}"#, #"votes.json: [" Cat "]: Cat is named twice; names must be unique"#),
                ("{}", "votes.json: expected at least one candidate, got an empty object"),
                ("[25, 9]", #"votes.json: expected an object of names and votes, such as {"Cat": 25, "Dog": 16}, got an array"#),
            ]
            for (contents, message) in votes {
                try contents.write(to: folder.appendingPathComponent("votes.json"), atomically: true, encoding: .utf8)
                let run = try easel(["poll", "--votes-file", "votes.json"], in: folder)
                #expect(run.status == 65, "\(contents)")
                #expect(run.stderr == message + "\n")
            }
            try FileManager.default.removeItem(at: folder.appendingPathComponent("votes.json"))
            let missingVotes = try easel(["poll", "--votes-file", "votes.json"], in: folder)
            #expect(missingVotes.status == 66 && missingVotes.stderr == "votes.json: no such file\n")
            let missingAvatar = try easel(["poll", "--avatar", "Cat=cat.png"], in: folder)
            #expect(missingAvatar.status == 66 && missingAvatar.stderr == "cat.png: no such file\n")
            let fakeAvatar = try easel(["poll", "--avatar", "Dog=fake.png"], in: folder)
            #expect(fakeAvatar.status == 65 && fakeAvatar.stderr == "fake.png: not a PNG file\n")
            #expect(try files(in: folder) == ["fake.png"])
        }
    }
}
