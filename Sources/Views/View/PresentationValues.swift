import Foundation

/// A view's values as they are on screen now: model values plus running animations (a presentation layer's).
///
/// ```swift
/// View.animate(withDuration: 1) { card.alpha = 0 }
/// card.alpha                          // 0: the model, at once
/// card.presentationValues.alpha       // what is on screen: from 1 down to 0 over the second
/// ```
nonisolated public struct PresentationValues: Equatable, Sendable {
    public var center: CGPoint
    public var bounds: CGRect
    public var transform: CGAffineTransform
    public var alpha: CGFloat
    public var backgroundColor: Color
    public var cornerRadius: CGFloat
    public var borderWidth: CGFloat
    public var borderColor: Color

    /// The frame the presentation values give in the superview.
    public var frame: CGRect { View.frame(center: center, size: bounds.size, transform: transform) }
}
