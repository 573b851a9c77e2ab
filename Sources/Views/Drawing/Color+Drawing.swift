import Foundation

extension Color {
    /// Makes this the fill colour of the current context (UIColor.setFill), for `BezierPath.fill()` and
    /// `fillPath()` inside `draw(_:)`.
    ///
    /// ```swift
    /// override func draw(_ rect: CGRect) {
    ///     Color.systemBlue.setFill()
    ///     BezierPath(ovalIn: rect).fill()
    /// }
    /// ```
    public func setFill() { GraphicsGetCurrentContext()?.setFillColor(self) }

    /// Makes this the stroke colour of the current context (UIColor.setStroke).
    public func setStroke() { GraphicsGetCurrentContext()?.setStrokeColor(self) }

    /// Makes this both the fill and the stroke colour of the current context (UIColor.set).
    public func set() {
        setFill()
        setStroke()
    }
}
