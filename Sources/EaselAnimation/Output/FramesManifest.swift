import Foundation

/// `frames.json`: the picture size in points and pixels, the scale, the frame rate, and each frame's
/// files and time in seconds; `states` gives the first frame showing each state exactly.
struct FramesManifest: Codable, Equatable {
    struct Frame: Codable, Equatable {
        var file: String
        var svg: String?
        var time: Double
    }

    var width: Double
    var height: Double
    var scale: Double
    var pixelWidth: Int
    var pixelHeight: Int
    var fps: Int
    var frameCount: Int
    var states: [Int]
    var frames: [Frame]
}
