import Foundation

extension CGSize {
    /// Whether both dimensions are equal: `==` compiled into the caller. Foundation's `==` on Linux is a
    /// call into libFoundation, about 47 instructions a comparison in the layout pass.
    @inline(__always)
    func hasSameComponents(as other: CGSize) -> Bool { width == other.width && height == other.height }
}

extension CGRect {
    /// Whether the origins and sizes are equal, component by component (as `==`, without standardising
    /// either rectangle), compiled into the caller (`CGSize.hasSameComponents(as:)`).
    @inline(__always)
    func hasSameComponents(as other: CGRect) -> Bool {
        origin.x == other.origin.x && origin.y == other.origin.y && size.hasSameComponents(as: other.size)
    }
}
