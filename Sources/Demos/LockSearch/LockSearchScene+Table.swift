import Views

/// The widgets' table (seed 000 and 003's LockScreenViewController as its data source and delegate): three
/// rows, and pull-to-present written as the seed writes it, on the scroll view's delegate methods.
extension LockSearchScene: TableViewDataSource, TableViewDelegate {
    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        switch indexPath.row {
        case 0:
            let cell = tableView.dequeueReusableCell(withIdentifier: WidgetCell.identifier, for: indexPath) as! WidgetCell
            cell.tableView = tableView
            cell.widgetView.owner = self
            cell.spring = showMoreSpring
            cell.onToggle = { [weak self] animator in self?.showMoreStarted(animator) }
            widgetCell = cell
            return cell
        case 1:
            let cell = tableView.dequeueReusableCell(withIdentifier: UpNextCell.identifier, for: indexPath) as! UpNextCell
            upNextCell = cell
            return cell
        default:
            let cell = tableView.dequeueReusableCell(withIdentifier: EditCell.identifier, for: indexPath) as! EditCell
            cell.didPressEdit = { [unowned self] in
                self.presentTransition.wantsInteractiveStart = false
                self.presentSettings()
            }
            editCell = cell
            return cell
        }
    }

    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        switch indexPath.row {
        case 0: widgetCell?.rowHeight ?? WidgetView.collapsedHeight + WidgetRow.gap
        case 1: UpNextCell.cardHeight + WidgetRow.gap
        default: EditCell.buttonHeight + WidgetRow.gap
        }
    }

    // MARK: Pull to present (seed 000, chapter 23; seed 003)

    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
        isDragging = true
    }

    public func scrollViewDidScroll(_ scrollView: ScrollView) {
        guard isDragging else {
            return
        }

        if !isPresentingSettings && scrollView.contentOffset.y < -30 {
            isPresentingSettings = true
            presentTransition.wantsInteractiveStart = true
            presentSettings()
            return
        }

        if isPresentingSettings {
            let progress = max(0.0, min(1.0, ((-scrollView.contentOffset.y) - 30) / 90.0))
            presentTransition.update(progress)
        }
    }

    public func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        let progress = max(0.0, min(1.0, ((-scrollView.contentOffset.y) - 30) / 90.0))

        if progress > 0.5 {
            presentTransition.finish()
        } else {
            presentTransition.cancel()
        }

        isPresentingSettings = false
        isDragging = false
    }
}
