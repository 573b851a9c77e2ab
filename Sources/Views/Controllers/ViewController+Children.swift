import Foundation

extension ViewController {
    /// Makes `child` a child of this controller; calls `child.willMove(toParent: self)`. Add its view to yours,
    /// then call `child.didMove(toParent: self)`.
    public func addChild(_ child: ViewController) {
        guard child !== self, child.parent !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes this controller from its parent; calls `didMove(toParent: nil)`. Call `willMove(toParent: nil)`
    /// and remove the view first.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }
}
