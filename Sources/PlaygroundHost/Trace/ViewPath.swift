import Foundation
import Views

/// How a trace names a view, and how `--view PATH` finds one: `Type[i/j/…]`, the view's type and the
/// indices of the subviews leading to it from the scene's root view (`View[]` is the root itself).
///
/// ```swift
/// ViewPath.name(of: card, in: scene.view)          // "View[1]": the root's second subview
/// ViewPath.resolve("1", in: scene.view)            // card: by indices ("2/0/1" goes deeper)
/// ViewPath.resolve("View[1]", in: scene.view)      // card: a name as a trace writes it
/// ViewPath.resolve("CardView", in: scene.view)     // the first CardView, depth first
/// ViewPath.resolve("#7", in: scene.view)           // the first view whose tag is 7
/// ```
///
/// The view tree has no identifiers of its own (no accessibilityIdentifier); indices are what the inspector
/// shows and what a test can rely on while the scene's structure stays the same. A trace names each view
/// where it was when first seen.
@MainActor
public enum ViewPath {
    /// The indices from `root` down to `view`, nil when `view` is not in `root`'s tree.
    public static func indices(of view: View, in root: View) -> [Int]? {
        var path: [Int] = []
        var current = view
        while current !== root {
            guard let parent = current.superview, let index = parent.subviews.firstIndex(where: { $0 === current }) else {
                return nil
            }
            path.append(index)
            current = parent
        }
        return path.reversed()
    }

    /// The type's name as a trace writes it: without spaces (`Pair<Int,Double>`), for the text's columns are
    /// split on white space.
    public static func typeName(of view: View) -> String {
        String(describing: Swift.type(of: view)).filter { !$0.isWhitespace }
    }

    /// The name of `view` in a trace: `Type[i/j]` (its indices from `root`); `Type[?]` when it is not in the tree.
    public static func name(of view: View, in root: View) -> String {
        let type = ViewPath.typeName(of: view)
        guard let path = indices(of: view, in: root) else { return type + "[?]" }
        return type + "[" + path.map(String.init).joined(separator: "/") + "]"
    }

    /// The view `text` names under `root` (see the type's documentation), nil when none.
    public static func resolve(_ text: String, in root: View) -> View? {
        let spec = text.trimmingCharacters(in: .whitespaces)
        if spec.hasPrefix("#") {
            guard let tag = Int(spec.dropFirst()) else { return nil }
            return firstView(in: root) { $0.tag == tag }
        }
        if spec.hasSuffix("]"), let open = spec.firstIndex(of: "[") {
            let type = String(spec[..<open])
            let inner = String(spec[spec.index(after: open)..<spec.index(before: spec.endIndex)])
            guard let view = byIndices(inner, in: root) else { return nil }
            return ViewPath.typeName(of: view) == type ? view : nil
        }
        if spec.isEmpty || spec.first!.isNumber || spec == "/" { return byIndices(spec, in: root) }
        return firstView(in: root) { ViewPath.typeName(of: $0) == spec }
    }

    /// A short list of what is under `root` for an error message: its subviews' names.
    public static func describeTop(of root: View) -> String {
        let names = root.subviews.prefix(8).map { name(of: $0, in: root) }
        return names.isEmpty ? "the root view has no subviews" : "the root's subviews are " + names.joined(separator: ", ")
            + (root.subviews.count > 8 ? ", …" : "")
    }

    private static func byIndices(_ text: String, in root: View) -> View? {
        var view = root
        for part in text.split(separator: "/") {
            guard let index = Int(part), index >= 0, index < view.subviews.count else { return nil }
            view = view.subviews[index]
        }
        return view
    }

    private static func firstView(in view: View, where match: (View) -> Bool) -> View? {
        if match(view) { return view }
        for sub in view.subviews { if let hit = firstView(in: sub, where: match) { return hit } }
        return nil
    }
}
