import Easel
import EaselRender
import Foundation
import HummingbirdTesting
import NIOCore
import Testing

/// `easel serve` draws `Image` names from its assets folder and keeps decoded images across requests.
@Suite struct ImageCacheRouteTests {
    @MainActor @Test func aSecondRequestDecodesNoImage() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-serve-assets-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let swatch = repository.appendingPathComponent("Tests/Images/swatch.webp")
        try FileManager.default.copyItem(at: swatch, to: folder.appendingPathComponent("swatch.webp"))
        let key = try #require(ImageFiles.cacheKey(atPath: folder.appendingPathComponent("swatch.webp").path))
        let server = RouteTests.server { $0.assetsFolder = folder }
        try await RouteTests.test(server) { client in
            var serials: [Int?] = []
            // Two scenes (two canvas widths, so the cache of rendered bytes misses both times) naming the same asset.
            for width in [40, 41] {
                let scene = #"{"canvas": {"width": \#(width), "height": 20, "scale": 1}, "root": {"type": "Image", "name": "swatch", "resizable": true}}"#
                try await client.execute(uri: "/render", method: .post, body: ByteBuffer(string: scene)) { response in
                    #expect(response.status == .ok)
                }
                serials.append(DecodedImageCache.shared.serial(for: key))
            }
            #expect(serials[0] != nil && serials[0] == serials[1])
        }
    }
}
