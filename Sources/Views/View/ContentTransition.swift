import Foundation

/// A content transition in flight on a view (`View.transition(with:…)`): the renderer draws `before` (a
/// snapshot of the old content) and the live view according to `kind` and the current progress.
///
/// ```swift
/// View.transition(with: card, duration: 0.5, options: .transitionFlipFromLeft, animations: { card.showBack() })
/// card.contentTransition?.kind          // .flipFromLeft while it runs, nil after
/// ```
public struct ContentTransition {
    /// The transition styles of `View.AnimationOptions`.
    ///
    /// ```swift
    /// View.AnimationOptions.transitionCurlUp.transition     // .curlUp
    /// ```
    nonisolated public enum Kind: Int, Sendable {
        case none = 0
        case flipFromLeft, flipFromRight, curlUp, curlDown, crossDissolve, flipFromTop, flipFromBottom
    }

    public let kind: Kind
    /// A frozen copy of the view's content before the change.
    public let before: View?
    var source: ProgressSource

    init(kind: Kind, before: View?, source: ProgressSource) {
        self.kind = kind
        self.before = before
        self.source = source
    }
}

/// What the renderer needs of a running content transition.
///
/// ```swift
/// if let t = view.presentationTransition {   // while View.transition(with:…) runs
///     t.kind                                  // .crossDissolve, for example
///     t.progress                              // 0: only the old content (t.before), 1: only the new
/// }
/// ```
public struct ContentTransitionState {
    public let kind: ContentTransition.Kind
    public let before: View?
    /// 0 shows only the old content, 1 only the new.
    public let progress: Double
}
