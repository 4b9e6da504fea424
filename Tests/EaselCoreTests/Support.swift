import Foundation
import Testing
@testable import EaselCore

/// The frames of every `.id`'d view of `view` laid out in a proposal of `width`×`height`, with the
/// fixed-advance text measurer (each character 0.5 × font size wide, lines 1.25 × size tall).
func frames<V: View>(_ view: V, width: CGFloat? = nil, height: CGFloat? = nil, scale: CGFloat = 1,
                     configure: (inout EnvironmentValues) -> Void = { _ in }) -> [String: CGRect] {
    var environment = EnvironmentValues()
    environment.textMeasurer = FixedAdvanceTextMeasurer()
    configure(&environment)
    return ViewLayout(content: view, proposal: ProposedViewSize(width: width, height: height), scale: scale,
                      environment: environment).frames
}

func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

/// Asserts that each expected frame matches to 1/1000 of a point.
func expectFrames(_ actual: [String: CGRect], _ expected: [String: CGRect],
                  sourceLocation: SourceLocation = #_sourceLocation) {
    for (id, frame) in expected {
        guard let got = actual[id] else {
            Issue.record("no frame for \(id); have \(actual.keys.sorted())", sourceLocation: sourceLocation)
            continue
        }
        let close = abs(got.minX - frame.minX) < 0.001 && abs(got.minY - frame.minY) < 0.001
            && abs(got.width - frame.width) < 0.001 && abs(got.height - frame.height) < 0.001
        #expect(close, "\(id): got \(got), expected \(frame)", sourceLocation: sourceLocation)
    }
}
