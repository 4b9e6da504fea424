import Easel

/// The named palettes a race's entities take their colours from in turn (`--colors NAME`).
///
/// - `system`: SwiftUI's system colours (blue, orange, green, red, purple, teal, pink, yellow, indigo,
///   brown, mint, cyan), light or dark with the colour scheme.
/// - `tableau10`: Tableau's ten categorical colours (Tableau 10, 2016), made to be told apart on a chart.
/// - `okabe-ito`: Okabe and Ito's eight colours (2008), told apart with every common colour blindness.
public enum RacePalette: String, CaseIterable, Sendable {
    case system
    case tableau10
    case okabeIto = "okabe-ito"

    public var colors: [Color] {
        switch self {
        case .system: [.blue, .orange, .green, .red, .purple, .teal, .pink, .yellow, .indigo, .brown, .mint, .cyan]
        case .tableau10: [0x4E79A7, 0xF28E2B, 0xE15759, 0x76B7B2, 0x59A14F, 0xEDC948, 0xB07AA1, 0xFF9DA7, 0x9C755F, 0xBAB0AC].map(Self.color)
        case .okabeIto: [0xE69F00, 0x56B4E9, 0x009E73, 0xF0E442, 0x0072B2, 0xD55E00, 0xCC79A7, 0x000000].map(Self.color)
        }
    }

    /// The palettes' names, as a message lists them.
    public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }

    private static func color(_ hex: Int) -> Color {
        Color(red: Double(hex >> 16 & 0xFF) / 255, green: Double(hex >> 8 & 0xFF) / 255, blue: Double(hex & 0xFF) / 255)
    }
}
