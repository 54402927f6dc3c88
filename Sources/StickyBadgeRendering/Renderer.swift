import CCairo
import CGif
import StickyBadge
import StickyBadgeScenario
