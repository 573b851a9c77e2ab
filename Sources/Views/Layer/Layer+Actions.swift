import Foundation

/// Actions (CAAction): what runs when a layer property changes. The lookup is Core Animation's: the delegate
/// (a view), then `actions`, then the default — an implicit animation for a standalone layer's animatable
/// property. `NSNull()` anywhere stops the search with no action.
///
/// ```swift
/// dot.actions = ["position": NSNull()]          // moves at once; other properties still animate
/// Transaction.setDisableActions(true)           // nothing animates implicitly in this transaction
/// ```
extension Layer {
    /// The action for a change of `event`, as the lookup finds it (nil: none).
    public func action(forKey event: String) -> Action? {
        if let delegate, let found = delegate.action(for: self, forKey: event) {
            return found is NSNull ? nil : found
        }
        if let found = actions?[event] { return found is NSNull ? nil : found }
        return Self.defaultAction(forKey: event, standalone: view == nil)
    }

    /// The action when neither the delegate nor `actions` gives one: a basic animation of the key for a
    /// standalone layer, with the transaction's duration and timing.
    class func defaultAction(forKey event: String, standalone: Bool) -> Action? {
        guard standalone, LayerProperty.named(event) != nil else { return nil }
        let animation = BasicAnimation(keyPath: event)
        animation.duration = Transaction.animationDuration()
        animation.timingFunction = Transaction.animationTimingFunction() ?? MediaTimingFunction(name: .default)
        return animation
    }

    /// Whether a change made now may run an action: actions are on, and the layer has been on screen (a new
    /// layer's first values, set before the frame that first shows it, do not animate). A presentation copy
    /// never animates.
    var actionWillRun: Bool {
        guard !isPresentationCopy, !world.transactions.disablesActions else { return false }
        if view != nil { return true }
        let attached = superlayer != nil || maskOwner != nil
        return attached && attachedAtCommit < world.engine.commitCount
    }
}

extension View: LayerDelegate {
    /// A view's layer animates a change only inside a view animation block, with the block's duration (UIKit
    /// returns no action otherwise). The view's own properties animate through the block itself; this covers
    /// the layer's own (shadow, anchor point, 3D transform).
    public func action(for layer: Layer, forKey event: String) -> Action? {
        guard let context = AnimationRecorder.current, let group = context.group as? LayerAnimationGroup,
              LayerProperty.named(event) != nil else { return NSNull() }
        let animation = BasicAnimation(keyPath: event)
        animation.duration = group.duration
        animation.timingFunction = MediaTimingFunction(name: .easeInEaseOut)
        if group.delay > 0 {
            animation.beginTime = layer.convertTime(CurrentMediaTime(), from: nil) + group.delay
            animation.fillMode = .backwards
        }
        return animation
    }
}
