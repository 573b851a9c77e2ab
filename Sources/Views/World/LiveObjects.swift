import Foundation

/// How many views, property animators and display links of one world are alive (debug builds only): a memory
/// test leaves a scene and checks they all go.
///
/// ```swift
/// let world = pipeline.world
/// // … leave the scene …
/// #expect(world.liveObjects.counts == .zero)
/// ```
///
/// Views and animators count themselves in (`init`) and out (`deinit`) of the world they belong to, moving their
/// count when they join another; display links are followed weakly from `DisplayLink.add(to:forMode:)`. Nothing
/// is shared between worlds, and release builds keep none of it.
package struct LiveObjects {
    /// The counts at one moment.
    package struct Counts: Equatable, CustomStringConvertible, Sendable {
        package var views = 0
        package var animators = 0
        package var displayLinks = 0

        package static let zero = Counts()

        package var description: String { "\(views) views, \(animators) animators, \(displayLinks) display links" }
    }

    var views = 0
    var animators = 0
    private var links: [WeakDisplayLink] = []

    /// The objects alive now.
    package var counts: Counts {
        Counts(views: views, animators: animators, displayLinks: links.filter { $0.link != nil }.count)
    }

    mutating func track(_ link: DisplayLink) {
        links.removeAll { $0.link == nil }
        links.append(WeakDisplayLink(link: link))
    }

    private struct WeakDisplayLink {
        weak var link: DisplayLink?
    }
}
