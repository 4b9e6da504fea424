// Renders the pet poll of the WWDC22 talk to out/poll.png, .svg and .pdf (390×844 points at 3×) and
// prints every identified view's frame as JSON.
import Easel
import Foundation
import PetPoll

let renderer = ImageRenderer(content: PollScreen())
renderer.proposedSize = ProposedViewSize(width: 390, height: 844)
renderer.scale = 3

let folder = URL(fileURLWithPath: "out", isDirectory: true)
do {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for format in ["png", "svg", "pdf"] {
        let url = folder.appendingPathComponent("poll.\(format)")
        try renderer.write(to: url)
        FileHandle.standardError.write(Data("wrote \(url.path)\n".utf8))
    }
} catch {
    FileHandle.standardError.write(Data("pet-poll: \(error)\n".utf8))
    exit(1)
}

let frames = renderer.layoutFrames().mapValues { frame in
    ["x": frame.minX, "y": frame.minY, "width": frame.width, "height": frame.height]
}
let encoder = JSONEncoder()
encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
if let json = try? encoder.encode(["views": frames]) {
    print(String(decoding: json, as: UTF8.self))
}
