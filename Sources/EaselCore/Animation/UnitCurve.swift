import Foundation

/// A function from progress in time (0…1) to progress in value (SwiftUI's `UnitCurve`, iOS 17), as a
/// `LinearKeyframe`'s `timingCurve` reads it.
///
/// The named curves are cubic Béziers from (0, 0) to (1, 1), CoreAnimation's and CSS's: `easeIn`
/// (0.42, 0)–(1, 1), `easeOut` (0, 0)–(0.58, 1), `easeInOut` (0.42, 0)–(0.58, 1); the circular ones are
/// quarter circles (1 − √(1 − x²) and √(1 − (x − 1)²), joined at the middle for `circularEaseInOut`).
public struct UnitCurve: Hashable, Sendable {
    enum Shape: Hashable, Sendable {
        case linear
        case bezier(CubicBezierCurve)
        case circularEaseIn, circularEaseOut, circularEaseInOut
    }

    let shape: Shape

    public static let linear = UnitCurve(shape: .linear)
    public static let easeIn = UnitCurve(shape: .bezier(.easeIn))
    public static let easeOut = UnitCurve(shape: .bezier(.easeOut))
    public static let easeInOut = UnitCurve(shape: .bezier(.easeInOut))
    public static let circularEaseIn = UnitCurve(shape: .circularEaseIn)
    public static let circularEaseOut = UnitCurve(shape: .circularEaseOut)
    public static let circularEaseInOut = UnitCurve(shape: .circularEaseInOut)

    /// A cubic Bézier from (0, 0) to (1, 1) through the two control points.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(shape: .bezier(CubicBezierCurve(startControlPoint.x, startControlPoint.y, endControlPoint.x, endControlPoint.y)))
    }

    /// The value progress at time progress `progress`, clamped to 0…1 first.
    public func value(at progress: Double) -> Double {
        let x = min(max(progress.isNaN ? 0 : progress, 0), 1)
        switch shape {
        case .linear: return x
        case .bezier(let curve): return curve.value(at: x)
        case .circularEaseIn: return 1 - (1 - x * x).squareRoot()
        case .circularEaseOut: return (1 - (x - 1) * (x - 1)).squareRoot()
        case .circularEaseInOut:
            return x < 0.5 ? (1 - (1 - 4 * x * x).squareRoot()) / 2 : ((1 - pow(-2 * x + 2, 2)).squareRoot() + 1) / 2
        }
    }
}
