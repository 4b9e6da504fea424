import ArgumentParser
import Easel

/// `--png-compression fast|default|small`, on every command that writes PNG: how hard the encoder
/// compresses. Every choice gives the same pixels; `default` gives the files Easel always wrote.
struct PNGOptions: ParsableArguments {
    @Option(name: .customLong("png-compression"),
            help: ArgumentHelp("How hard PNGs are compressed: the same pixels, smaller files for more time.", valueName: "level"))
    var compressionArgument: PNGCompressionArgument?

    /// The compression chosen, `.default` unless given.
    var compression: PNGCompression { compressionArgument?.compression ?? .default }
}

/// A `PNGCompression` on the command line, by its name.
struct PNGCompressionArgument: ExpressibleByArgument {
    let compression: PNGCompression
    init?(argument: String) {
        guard let compression = PNGCompression(rawValue: argument) else { return nil }
        self.compression = compression
    }
    static var allValueStrings: [String] { PNGCompression.allCases.map(\.rawValue) }
}
