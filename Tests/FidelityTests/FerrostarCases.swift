import Foundation
import SwiftUI

// Ferrostar, a navigation SDK by Stadia Maps. https://github.com/stadiamaps/ferrostar,
// BSD 3-Clause licence (References/ferrostar/LICENSE), commit 918a186909535c648d88f2a6a8beb5e650f98ec7.
// Views, unchanged but for their `#Preview`s, left out:
// - apple/Sources/FerrostarSwiftUI/Views/CurrentRoadNameView.swift
// Its theme, apple/Sources/FerrostarSwiftUI/Theme/RoadNameViewTheme.swift, adapted to compile without UIKit
// (marked "Adapted" below): the UIColors `Color(.white)` and `Color(.systemBlue)` written `.white` and `.blue`,
// the colours they are on iOS.
// The test is apple/Tests/FerrostarSwiftUITests/Views/CurrentRoadViewTests.swift,
// through apple/Tests/TestSupport/AssertSnapshot.swift's `assertView`: the view `.frame(width: 430, height: 932)`
// over `Color(red: 130 / 255, green: 203 / 255, blue: 114 / 255)`, `assertSnapshot(of: view, as:
// .image(precision: 0.99))`, that is `.sizeThatFits` with default traits, on an iPhone 17 Pro simulator with
// iOS 26.2 (justfile's `ios-sim-destination`), at 3x. `assertView` also sets Ferrostar's navigation theme and
// formatter collection in the environment; this view reads neither, so the cases leave them out.

public struct CurrentRoadNameView: View {
    let currentRoadName: String?
    var theme: any RoadNameViewTheme = DefaultRoadNameViewTheme()
    var padding: EdgeInsets = .init(top: 6, leading: 12, bottom: 6, trailing: 12)
    var shape: AnyShape = .init(RoundedRectangle(cornerRadius: 48))
    var borderWidth: CGFloat = 2

    public init(currentRoadName: String?) {
        self.currentRoadName = currentRoadName
    }

    public var body: some View {
        if let currentRoadName, !currentRoadName.isEmpty {
            Text(currentRoadName)
                .font(theme.textFont)
                .multilineTextAlignment(.center)
                .minimumScaleFactor(0.5)
                .foregroundStyle(theme.textColor)
                .padding(padding)
                .background(theme.backgroundColor)
                .clipShape(shape)
                .overlay(shape.stroke(theme.borderColor, lineWidth: borderWidth).clipShape(shape))
        }
    }
}

public extension CurrentRoadNameView {
    /// Sets the interior padding (expanding the buffer around the text).
    func padding(_ padding: EdgeInsets) -> Self {
        var newSelf = self
        newSelf.padding = padding
        return newSelf
    }

    /// Sets the shape for clipping and border stroke.
    func shape(_ shape: some Shape) -> Self {
        var newSelf = self
        newSelf.shape = AnyShape(shape)
        return newSelf
    }

    /// Sets the width of the border stroke.
    func borderWidth(_ borderWidth: CGFloat) -> Self {
        var newSelf = self
        newSelf.borderWidth = borderWidth
        return newSelf
    }

    /// Sets the width of the border stroke.
    func theme(_ theme: any RoadNameViewTheme) -> Self {
        var newSelf = self
        newSelf.theme = theme
        return newSelf
    }
}

public protocol RoadNameViewTheme: Equatable {
    /// The color for the road name label.
    var textColor: Color { get }

    /// The font for the road name label.
    var textFont: Font { get }

    /// The color of the background.
    var backgroundColor: Color { get }

    /// The color of the border around the view.
    var borderColor: Color { get }
}

/// Adapted: `Color(.white)` and `Color(.systemBlue)` (UIColors) written `.white` and `.blue`.
public struct DefaultRoadNameViewTheme: RoadNameViewTheme {
    public var textColor: Color = .white
    public var textFont: Font = .callout.bold()
    public var backgroundColor: Color = .blue
    public var borderColor: Color = .white

    public init() {}
}

/// From CurrentRoadViewTests.swift.
struct CustomRoadNameViewTheme: RoadNameViewTheme {
    let textColor: Color = .white
    let textFont: Font = .headline
    let backgroundColor: Color = .green
    let borderColor: Color = .yellow
}

/// Ferrostar's cases: the road name pill plain, restyled and with no name, each in `assertView`'s green
/// 430 × 932 frame.
enum FerrostarCases {
    static let project = FidelityProject(
        folder: "ferrostar", repository: "stadiamaps/ferrostar", licence: "BSD-3-Clause",
        commit: "918a186909535c648d88f2a6a8beb5e650f98ec7", simulator: "iPhone 17 Pro, iOS 26.2")

    @MainActor static var all: [FidelityCase] {
        [
            roadName("testDefaultCurrentRoadView") { CurrentRoadNameView(currentRoadName: "Sesame Street") },
            roadName("testDefaultCurrentRoadViewFunkyStyle") {
                CurrentRoadNameView(currentRoadName: "Sesame Street")
                    .theme(CustomRoadNameViewTheme())
                    .borderWidth(6)
                    .padding(EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16))
                    .shape(RoundedRectangle(cornerRadius: 16))
            },
            roadName("testDefaultCurrentRoadViewNil") { CurrentRoadNameView(currentRoadName: nil) },
            roadName("testDefaultCurrentRoadViewBlank") { CurrentRoadNameView(currentRoadName: "") },
        ]
    }

    /// `assertView`'s colour scheme, frame and background around `content`.
    private static func assertView(_ content: some View) -> AnyView {
        AnyView(content
            .environment(\.colorScheme, .light)
            .frame(width: 430, height: 932)
            .background(Color(red: 130 / 255, green: 203 / 255, blue: 114 / 255)))
    }

    private static func roadName(_ test: String, _ view: @escaping () -> some View) -> FidelityCase {
        FidelityCase(project: project, name: "CurrentRoad_\(test)",
                     file: "apple/Tests/FerrostarSwiftUITests/Views/CurrentRoadViewTests.swift",
                     reference: "CurrentRoadViewTests_\(test).1.png",
                     layout: .sizeThatFits, scale: 3) { assertView(view()) }
    }
}
