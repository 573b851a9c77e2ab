import Foundation

/// The animatable values of a replicator layer (CAReplicatorLayer): how many copies, how each is placed,
/// delayed and tinted relative to the one before.
///
/// ```swift
/// let r = replicator.presentationValues.replicator
/// r.transform(ofInstance: 2)            // instanceTransform applied twice
/// r.color(ofInstance: 2)                // instanceColor + 2 × the offsets, clamped
/// ```
nonisolated public struct ReplicatorValues: Equatable, Sendable {
    public var instanceCount = 1
    /// Seconds copy i's animations run behind copy 0's, per i.
    public var instanceDelay: Double = 0
    /// What takes copy i − 1 to copy i, about the centre of the replicator's bounds.
    public var instanceTransform: Transform3D = .identity
    /// What copy 0's colours are multiplied by.
    public var instanceColor = Color.white
    public var instanceRedOffset: Float = 0
    public var instanceGreenOffset: Float = 0
    public var instanceBlueOffset: Float = 0
    public var instanceAlphaOffset: Float = 0

    public init() {}

    /// The colour copy `index` multiplies by: `instanceColor` plus `index` × each offset, each component
    /// clamped to 0…1.
    public func color(ofInstance index: Int) -> Color {
        let k = CGFloat(index)
        func clamp(_ x: CGFloat) -> CGFloat { x.isFinite ? min(max(x, 0), 1) : 0 }
        return Color(red: clamp(instanceColor.red + k * CGFloat(instanceRedOffset)),
                     green: clamp(instanceColor.green + k * CGFloat(instanceGreenOffset)),
                     blue: clamp(instanceColor.blue + k * CGFloat(instanceBlueOffset)),
                     alpha: clamp(instanceColor.alpha + k * CGFloat(instanceAlphaOffset)))
    }

    /// Whether every copy is multiplied by opaque white (no tint at all).
    public var tintsNothing: Bool {
        instanceColor == Color.white && instanceRedOffset == 0
            && instanceGreenOffset == 0 && instanceBlueOffset == 0 && instanceAlphaOffset == 0
    }

    /// `instanceTransform` applied `index` times (identity for copy 0), about the origin; the compositor
    /// conjugates it by the replicator's centre.
    public func transform(ofInstance index: Int) -> Transform3D {
        var m = Transform3D.identity
        var i = 0
        while i < index { m = m.concatenating(instanceTransform); i += 1 }
        return m
    }
}
