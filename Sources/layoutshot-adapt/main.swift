// `layoutshot-adapt`: the `adapt` command alone, which the LayoutShotSourceAdapter plugin runs.
import SourceAdaptation

AdaptCommand.main()
