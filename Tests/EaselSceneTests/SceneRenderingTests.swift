import Easel
@testable import EaselScene
import Foundation
import Gallery
import PetPoll
import Testing

/// Example scenes render exactly as the same screens written in Swift: the same PNG, byte for byte.
@Suite struct SceneRenderingTests {
    private func exampleScene(_ name: String) throws -> SceneDocument {
        try SceneDocument(json: Data(contentsOf: examplesFolder.appendingPathComponent(name)), baseDirectory: examplesFolder)
    }

    private func expectSamePNG<V: View>(_ name: String, as view: V, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let decoded = try exampleScene(name)
        let built = SceneDocument(root: view, canvas: decoded.canvas, environment: decoded.environment)
        #expect(try decoded.renderer().pngData() == built.renderer().pngData(), sourceLocation: sourceLocation)
    }

    @MainActor @Test func thePollSceneIsThePollScreen() throws {
        try expectSamePNG("poll.json", as: PollScreen())
        #expect(try exampleScene("poll.json").renderer().layoutFrames() == SceneDocument(root: PollScreen()).renderer().layoutFrames())
    }

    @MainActor @Test func theLeaderboardSceneIsTheLeaderboard() throws {
        let leaderboard = Leaderboard(pets: Pet.exampleData, totalVotes: Pet.exampleData.totalVotes)
        try expectSamePNG("leaderboard.json", as: leaderboard)
        let canvas = try exampleScene("leaderboard.json").canvas
        #expect(try exampleScene("leaderboard.json").renderer().layoutFrames() == SceneDocument(root: leaderboard, canvas: canvas).renderer().layoutFrames())
    }

    @MainActor @Test func theTagCloudSceneIsTheGallerysTagCloud() throws {
        try expectSamePNG("tag-cloud.json", as: TagCloud())
    }

    @MainActor @Test func everyExampleSceneDecodesAndLaysOut() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: examplesFolder.path).filter { $0.hasSuffix(".json") }
        #expect(names.count >= 6)
        for name in names {
            let layout = try exampleScene(name).renderer().layout()
            #expect(layout.size.width > 0 && layout.size.height > 0, "\(name)")
            #expect(!layout.frames.isEmpty, "\(name)")
        }
    }
}
