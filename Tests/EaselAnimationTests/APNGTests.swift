import Easel
import Foundation
import Testing
@testable import EaselRender

/// A PNG file's chunks, read here independently of the encoder, with each CRC checked by the CRC-32
/// computed here bit by bit (polynomial 0xEDB88320, as the PNG specification defines it).
struct TestPNGChunks {
    struct Chunk {
        let type: String
        let data: [UInt8]
    }

    let chunks: [Chunk]

    init(_ data: Data) throws {
        let bytes = [UInt8](data)
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { throw Failure.signature }
        var chunks: [Chunk] = []
        var offset = 8
        while offset < bytes.count {
            let length = Int(Self.word(bytes, offset))
            let typeAndData = Array(bytes[(offset + 4)..<(offset + 8 + length)])
            guard Self.word(bytes, offset + 8 + length) == Self.crc(typeAndData) else { throw Failure.crc(offset) }
            chunks.append(Chunk(type: String(decoding: typeAndData.prefix(4), as: UTF8.self), data: Array(typeAndData.dropFirst(4))))
            offset += 12 + length
        }
        self.chunks = chunks
    }

    static func word(_ bytes: [UInt8], _ offset: Int) -> UInt32 { bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) } }
    static func half(_ bytes: [UInt8], _ offset: Int) -> Int { Int(bytes[offset]) << 8 | Int(bytes[offset + 1]) }

    static func crc(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
    }

    /// A chunk's bytes, CRC included.
    static func encode(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeAndData = Array(type.utf8) + data
        func bigEndian(_ value: UInt32) -> [UInt8] { [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
        return bigEndian(UInt32(data.count)) + typeAndData + bigEndian(crc(typeAndData))
    }

    enum Failure: Error { case signature, crc(Int) }
}

@Suite struct APNGTests {
    /// The APNG's chunks: IHDR (RGBA, 8 bits) first, acTL before the image data with the merged frame
    /// count (21, as for the GIF) and 0 plays; one fcTL per frame with the full canvas, delays adding up
    /// to 3.2 s, dispose NONE and blend SOURCE; the first frame as IDAT, the others as fdAT; sequence
    /// numbers 0, 1, 2… across fcTL and fdAT; IEND last; every CRC right.
    @MainActor @Test func apngChunksAreWellFormed() async throws {
        let timeline = try moverTimeline()
        let url = try temporaryFolder().appendingPathComponent("mover.png")
        try await timeline.write(to: url)
        let png = try TestPNGChunks(Data(contentsOf: url))
        let types = png.chunks.map(\.type)
        #expect(types.first == "IHDR" && types.last == "IEND")
        guard let header = png.chunks.first?.data, let control = png.chunks.first(where: { $0.type == "acTL" })?.data else {
            Issue.record("missing IHDR or acTL")
            return
        }
        #expect(TestPNGChunks.word(header, 0) == 100 && TestPNGChunks.word(header, 4) == 10)
        #expect(header[8] == 8 && header[9] == 6)
        #expect((types.firstIndex(of: "acTL") ?? .max) < (types.firstIndex(of: "IDAT") ?? -1))
        #expect(TestPNGChunks.word(control, 0) == 21 && TestPNGChunks.word(control, 4) == 0)
        let frameControls = png.chunks.filter { $0.type == "fcTL" }
        #expect(frameControls.count == 21)
        #expect(frameControls.allSatisfy { TestPNGChunks.word($0.data, 4) == 100 && TestPNGChunks.word($0.data, 8) == 10 })
        #expect(frameControls.allSatisfy { $0.data[24] == 0 && $0.data[25] == 0 })
        let seconds = frameControls.map { Double(TestPNGChunks.half($0.data, 20)) / Double(TestPNGChunks.half($0.data, 22)) }
        #expect(abs(seconds.reduce(0, +) - 3.2) < 1e-9)
        #expect(seconds.first == 0.1 && seconds[10] == 0.7 && seconds.last == 0.6)
        let sequence = png.chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }.map { TestPNGChunks.word($0.data, 0) }
        #expect(sequence == (0..<UInt32(sequence.count)).map { $0 })
        #expect((types.firstIndex(of: "fdAT") ?? -1) > (types.lastIndex(of: "IDAT") ?? .max))
    }

    /// The first and last frames, cut out of the APNG as plain PNGs and decoded by Cairo, have exactly the
    /// pixels of the static renders of the first and last states.
    @MainActor @Test func firstAndLastFramesAreTheStaticRenders() async throws {
        let timeline = try moverTimeline(scale: 2)
        let url = try temporaryFolder().appendingPathComponent("mover.png")
        try await timeline.write(to: url)
        let frames = try Self.frames(of: Data(contentsOf: url))
        for (frame, state) in [(frames.first, 0), (frames.last, 2)] {
            let expected = try RasterImage(png: staticPNG([Mover(x: 0), Mover(x: 40), Mover(x: 0)][state], scale: 2))
            let decoded = try RasterImage(png: frame ?? Data())
            #expect(decoded.words == expected.words)
        }
    }

    /// Frames a static PNG holds as indexed colour or RGB (opaque, few colours) and as RGBA (translucent)
    /// share the APNG's RGBA colour type: the others are re-encoded losslessly.
    @MainActor @Test func opaqueAndTranslucentFramesShareOneColourType() async throws {
        struct Fade: View {
            var opacity: Double
            var body: some View {
                ZStack {
                    Color.white.opacity(opacity)
                    Text("Fade").padding(4)
                }.frame(width: 60, height: 24)
            }
        }
        let states = [Fade(opacity: 1), Fade(opacity: 0.5)]
        let timeline = try AnimationTimeline(states: states, scale: 2, animation: .linear(duration: 0.2),
                                             timing: AnimationTimeline.Timing(fps: 10, hold: 0))
        let opaque = try TestPNGChunks(staticPNG(states[0], scale: 2))
        #expect(opaque.chunks.first?.data[9] != 6)
        let url = try temporaryFolder().appendingPathComponent("fade.png")
        try await timeline.write(to: url)
        let frames = try Self.frames(of: Data(contentsOf: url))
        #expect(frames.count == 3)
        for (frame, state) in [(frames.first, 0), (frames.last, 1)] {
            let expected = try RasterImage(png: staticPNG(states[state], scale: 2))
            #expect(try RasterImage(png: frame ?? Data()).words == expected.words)
        }
    }

    /// Each frame of an APNG as a standalone PNG: the IHDR, the frame's IDAT or fdAT data as IDAT, IEND.
    static func frames(of apng: Data) throws -> [Data] {
        let chunks = try TestPNGChunks(apng).chunks
        guard let header = chunks.first(where: { $0.type == "IHDR" }) else { return [] }
        var frames: [[UInt8]] = []
        var current: [UInt8]?
        for chunk in chunks {
            switch chunk.type {
            case "fcTL":
                if let current { frames.append(current) }
                current = []
            case "IDAT": current? += chunk.data
            case "fdAT": current? += chunk.data.dropFirst(4)
            default: break
            }
        }
        if let current { frames.append(current) }
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        return frames.map { data in
            Data(signature + TestPNGChunks.encode("IHDR", header.data) + TestPNGChunks.encode("IDAT", data) + TestPNGChunks.encode("IEND", []))
        }
    }
}

/// The PNG of `view` at `scale` as `ImageRenderer` writes it, with Pango measuring text.
func staticPNG<V: View>(_ view: V, scale: CGFloat, proposal: ProposedViewSize = .unspecified) throws -> Data {
    let renderer = ImageRenderer(content: view)
    renderer.scale = scale
    renderer.proposedSize = proposal
    return try renderer.pngData()
}
