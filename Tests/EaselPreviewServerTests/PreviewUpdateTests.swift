import EaselPreviews
@testable import EaselPreviewServer
import Foundation
import Testing

/// The update messages of `GET /events` and the state behind them.
@Suite struct PreviewUpdateTests {
    @MainActor @Test func eachUpdateIsOneEventWithOneLineOfJSON() throws {
        let card = PreviewCard(id: "Row-Cat.png", version: 3, entry: entry("Row.swift", line: 9, name: "Cat", image: "Row-Cat.png"))
        let updates: [PreviewUpdate] = [
            .state(PreviewBoard().pageState), .picture(card), .building, .built(seconds: 1.234), .errors(["/v/A.swift:3:7: error: nope"]),
            .options(PreviewDrawOptions(colorScheme: "dark")), .drawn(previews: 20, changed: 1),
        ]
        for update in updates {
            let text = update.serverSentEvent
            #expect(text.hasPrefix("event: \(update.eventName)\ndata: {"), "\(text)")
            #expect(text.hasSuffix("}\n\n"))
            #expect(text.dropLast(2).split(separator: "\n").count == 2, "one event line, one data line: \(text)")
        }
        let events = parseEvents(updates.map(\.serverSentEvent).joined())
        #expect(events.map(\.name) == ["state", "picture", "building", "built", "errors", "options", "drawn"])
        #expect(try JSONDecoder().decode(PreviewCard.self, from: Data(events[1].data.utf8)) == card)
        #expect(events[3].data == #"{"seconds":1.23}"#)
        #expect(events[4].data == #"{"errors":["/v/A.swift:3:7: error: nope"]}"#)
        #expect(events[6].data == #"{"changed":1,"previews":20}"#)
        let state = try JSONDecoder().decode(PreviewPageState.self, from: Data(events[0].data.utf8))
        #expect(state.choices.colorScheme == ["light", "dark"])
        #expect(state.choices.device.contains("iPhone SE (3rd generation)"))
        #expect(state.choices.dynamicType.first == "xSmall" && state.choices.dynamicType.last == "accessibility5")
    }

    @MainActor @Test func onlyPicturesWhoseBytesChangedAreAnnouncedWithANewVersion() {
        let board = PreviewBoard()
        let a = entry("A.swift", line: 1, name: nil, image: "A-1.png"), b = entry("B.swift", line: 1, name: nil, image: "B-1.png")
        guard case .picture(let first)? = board.drew("A-1.png", entry: a, png: Data([1])) else { Issue.record("A not announced"); return }
        #expect(board.drew("B-1.png", entry: b, png: Data([2])) != nil)
        #expect(board.finishedDrawing(["A-1.png", "B-1.png"]).map { $0.eventName } == "state", "a new list is announced whole")
        // Drawn again: A the same bytes, B new ones.
        #expect(board.drew("A-1.png", entry: a, png: Data([1])) == nil)
        guard case .picture(let second)? = board.drew("B-1.png", entry: b, png: Data([3])) else { Issue.record("B not announced"); return }
        #expect(second.version > first.version)
        #expect(board.finishedDrawing(["A-1.png", "B-1.png"]) == nil, "the same list is not announced again")
        #expect(board.picture("B-1.png") == Data([3]))
        // A preview that fails is announced, and its picture dropped.
        var failed = b
        failed.error = "trapped"
        #expect(board.drew("B-1.png", entry: failed, png: nil) != nil)
        #expect(board.picture("B-1.png") == nil)
    }

    @MainActor @Test func aCompileErrorKeepsThePicturesAndAGoodBuildClearsIt() {
        let board = PreviewBoard()
        _ = board.drew("A-1.png", entry: entry("A.swift", line: 1, name: nil, image: "A-1.png"), png: Data([1]))
        _ = board.finishedDrawing(["A-1.png"])
        #expect(board.buildStarted() == .building)
        #expect(board.pageState.building)
        #expect(board.buildFailed(["/v/A.swift:2:3: error: x"]) == .errors(["/v/A.swift:2:3: error: x"]))
        #expect(board.pageState.errors == ["/v/A.swift:2:3: error: x"])
        #expect(board.picture("A-1.png") == Data([1]))
        #expect(board.built(seconds: 2) == .built(seconds: 2))
        #expect(board.pageState.errors.isEmpty && !board.pageState.building)
    }

    /// Memory: only the current pictures are kept, however many drawings there were, and a preview that
    /// went away takes its picture with it.
    @MainActor @Test func theBoardKeepsOnlyTheCurrentPictures() {
        let board = PreviewBoard()
        for round in 0..<200 {
            for name in ["A", "B", "C"] {
                _ = board.drew("\(name)-1.png", entry: entry("\(name).swift", line: 1, name: nil, image: "\(name)-1.png"), png: Data(repeating: UInt8(round % 256), count: 1000))
            }
            _ = board.finishedDrawing(["A-1.png", "B-1.png", "C-1.png"])
        }
        #expect(board.pictureCount == 3)
        #expect(board.finishedDrawing(["A-1.png"])?.eventName == "state")
        #expect(board.pictureCount == 1)
        #expect(board.index.previews.map(\.file) == ["A.swift"])
    }

    @MainActor @Test func optionsAreCheckedAndEachFaultNamesItsParameter() throws {
        let options = PreviewDrawOptions()
        #expect(try options.applying([("colorScheme", "dark"), ("dynamicType", "xxxLarge"), ("device", "iphone se 3rd generation")])
                == PreviewDrawOptions(colorScheme: "dark", dynamicType: "xxxLarge", device: "iPhone SE (3rd generation)"))
        for (parameters, message) in [
            ([("colorScheme", "purple")], "colorScheme: expected light or dark, not 'purple'"),
            ([("dynamicType", "huge")], "dynamicType: unknown Dynamic Type size 'huge'"),
            ([("device", "Pixel 8")], "device: unknown device 'Pixel 8'"),
            ([("zoom", "2")], "zoom: unknown parameter; expected colorScheme, dynamicType, device"),
        ] {
            #expect { try options.applying(parameters) } throws: { error in
                (error as? PreviewRequestError)?.status == .badRequest && (error as? PreviewRequestError)?.message.hasPrefix(message) == true
            }
        }
    }
}

/// The clients of the event stream.
@Suite struct UpdateBroadcasterTests {
    @MainActor @Test func aClientGetsTheStateFirstThenEveryUpdateAndIsRemovedWhenItEnds() async {
        let broadcaster = UpdateBroadcaster()
        let (id, events) = broadcaster.subscribe { "first" }
        #expect(broadcaster.count == 1)
        broadcaster.send("second")
        broadcaster.remove(id)
        #expect(broadcaster.count == 0)
        var received: [String] = []
        for await event in events { received.append(event) }
        #expect(received == ["first", "second"])
    }

    @MainActor @Test func aClientTooSlowForItsBufferIsDropped() async {
        let broadcaster = UpdateBroadcaster(bufferLimit: 4)
        let (_, events) = broadcaster.subscribe { "first" }
        for number in 0..<10 { broadcaster.send("\(number)") }
        #expect(broadcaster.count == 0)
        var received = 0
        for await _ in events { received += 1 }
        #expect(received == 4, "the buffered events, then the end")
    }

    @MainActor @Test func closingEndsEveryStreamAndLaterOnesAtOnce() async {
        let broadcaster = UpdateBroadcaster()
        let (_, events) = broadcaster.subscribe { "first" }
        broadcaster.close()
        #expect(broadcaster.count == 0)
        var received: [String] = []
        for await event in events { received.append(event) }
        #expect(received == ["first"])
        let (_, late) = broadcaster.subscribe { "late" }
        var lateReceived: [String] = []
        for await event in late { lateReceived.append(event) }
        #expect(lateReceived == ["late"] && broadcaster.count == 0)
    }
}
