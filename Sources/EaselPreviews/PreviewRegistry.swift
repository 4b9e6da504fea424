import CPreviewDiscovery
import Easel
import Foundation

/// Every preview of the program: each `#Preview` and each top-level view of each `PreviewProvider` in the
/// modules linked into the executable.
///
/// Discovery on Linux (`CPreviewDiscovery`): `#Preview` puts a function pointer in the `easel_previews`
/// section, and the registry calls each to get the preview's declaration; `PreviewProvider`s are found in
/// the conformance records the compiler writes for every conformance. Both are read from the executable
/// image, which holds every module SwiftPM links statically (its default; a module in a shared library
/// loaded later is not searched).
///
/// Order: `#Preview`s by file and line, then providers in the order of their records, each provider's
/// previews in the order of its top-level views.
public enum PreviewRegistry {
    /// The previews of the program, in a stable order.
    public static func previews() -> [PreviewDeclaration] {
        macroPreviews().sorted { ($0.fileID, $0.line) < ($1.fileID, $1.line) } + providerPreviews()
    }

    /// The previews `#Preview` declared.
    static func macroPreviews() -> [PreviewDeclaration] {
        var count = 0
        guard let start = easel_preview_entries(&count), count > 0 else { return [] }
        let entries = UnsafeBufferPointer(start: start.assumingMemoryBound(to: _PreviewRegistration.Entry?.self), count: count)
        return entries.compactMap { entry in
            entry.map { Unmanaged<PreviewDeclaration>.fromOpaque($0()).takeRetainedValue() }
        }
    }

    /// The previews of every `PreviewProvider`: one for each top-level view of its `previews`.
    static func providerPreviews() -> [PreviewDeclaration] {
        var types: [any PreviewProvider.Type] = []
        withUnsafeMutablePointer(to: &types) { list in
            easel_enumerate_conforming_types("EaselCore", "PreviewProvider", { metadata, context in
                let type = unsafeBitCast(metadata, to: Any.Type.self)
                guard let provider = type as? any PreviewProvider.Type else { return }
                context!.assumingMemoryBound(to: [any PreviewProvider.Type].self).pointee.append(provider)
            }, list)
        }
        return types.flatMap { declarations(of: $0) }
    }

    /// The previews of one provider. Its file is not known from the program (Swift records no declaring
    /// file for a type): `fileID` is `Module/TypeName` until `locate(in:)` finds the declaration in the
    /// sources.
    static func declarations<P: PreviewProvider>(of provider: P.Type) -> [PreviewDeclaration] {
        let typeName = String(reflecting: provider)
        let fileID = typeName.replacingOccurrences(of: ".", with: "/")
        let previews = { _MainActorViewCode.run { P.previews } }
        return PreviewParts.settings(of: previews(), environment: ImageRenderer(content: EmptyView()).environment).enumerated().map { index, settings in
            PreviewDeclaration(name: settings.displayName, fileID: fileID, filePath: "", line: 0, settings: settings,
                               makeView: { AnyView(PreviewParts.part(index, of: previews())) })
        }
    }

    /// `previews` with each provider's preview placed at the file and line of its type's declaration in
    /// `sources` (Swift files), where one declares it: `struct Name: … PreviewProvider`.
    public static func locate(_ previews: [PreviewDeclaration], in sources: [URL]) -> [PreviewDeclaration] {
        let unplaced = Set(previews.filter { $0.filePath.isEmpty }.map { String($0.fileID.split(separator: "/").last ?? "") })
        guard !unplaced.isEmpty else { return previews }
        var places: [String: (url: URL, line: Int)] = [:]
        for url in sources {
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard line.contains("PreviewProvider"), let name = declaredTypeName(in: line), unplaced.contains(name) else { continue }
                places[name] = places[name] ?? (url, number + 1)
            }
        }
        return previews.map { preview in
            guard preview.filePath.isEmpty, let module = preview.fileID.split(separator: "/").first,
                  let place = places[String(preview.fileID.split(separator: "/").last ?? "")] else { return preview }
            return PreviewDeclaration(name: preview.name, fileID: "\(module)/\(place.url.lastPathComponent)", filePath: place.url.path,
                                      line: place.line, settings: preview.settings, makeView: preview.makeView)
        }
    }

    /// The type a line declares, as in `struct ContentView_Previews: PreviewProvider {`.
    static func declaredTypeName(in line: Substring) -> String? {
        let words = line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
        guard let keyword = words.firstIndex(where: { $0 == "struct" || $0 == "enum" || $0 == "class" }),
              words.index(after: keyword) < words.endIndex else { return nil }
        return String(words[words.index(after: keyword)])
    }
}
