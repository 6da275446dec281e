//! The four preconstructed decks of the built-in pool.

use game_core::Lang;

use super::{deck, names, BuiltinDeck};

use std::collections::BTreeMap;

fn plan(ja: &'static str, en: &'static str) -> BTreeMap<Lang, &'static str> {
    names(ja, en)
}

/// Every preconstructed deck, in menu order.
pub(super) fn all() -> Vec<BuiltinDeck> {
    vec![redwake(), grove(), harbor(), sky()]
}

/// Red: attack early and often, DON!! on the attackers.
fn redwake() -> BuiltinDeck {
    BuiltinDeck {
        id: "redwake",
        name: names("紅航の襲撃者", "Redwake Raiders"),
        plan: plan(
            "速攻キャラと【ドン‼×1】のアタッカーで序盤から攻め、パワーを下げる効果で相手のブロッカーをどかす。",
            "Attack from the first turns with [Rush] Characters and [DON!! x1] attackers; shrink the opponent's blockers out of the way.",
        ),
        leader: "OT01-001".into(),
        main: deck(&[
            ("OT01-002", 4),
            ("OT01-003", 4),
            ("OT01-004", 4),
            ("OT01-005", 4),
            ("OT01-006", 4),
            ("OT01-007", 4),
            ("OT01-008", 4),
            ("OT01-009", 4),
            ("OT01-010", 2),
            ("OT01-011", 4),
            ("OT01-012", 4),
            ("OT01-013", 4),
            ("OT01-014", 4),
        ]),
    }
}

/// Green: rest the opponent's board, block, and set DON!! active again for big turns.
fn grove() -> BuiltinDeck {
    BuiltinDeck {
        id: "grove",
        name: names("森の番人", "Grove Wardens"),
        plan: plan(
            "相手のキャラをレストにして【ブロッカー】で守り、ドン‼をアクティブに戻して大型キャラを早く出す。",
            "Rest the opponent's Characters, guard with [Blocker]s, and set DON!! active again to land big Characters early.",
        ),
        leader: "OT01-015".into(),
        main: deck(&[
            ("OT01-016", 4),
            ("OT01-017", 4),
            ("OT01-018", 4),
            ("OT01-019", 4),
            ("OT01-020", 4),
            ("OT01-021", 4),
            ("OT01-022", 4),
            ("OT01-023", 4),
            ("OT01-024", 4),
            ("OT01-025", 3),
            ("OT01-026", 4),
            ("OT01-027", 4),
            ("OT01-028", 3),
        ]),
    }
}

/// Blue: send the opponent's Characters back, draw, and defend with counters.
fn harbor() -> BuiltinDeck {
    BuiltinDeck {
        id: "harbor",
        name: names("港湾ギルド", "Harbor Guild"),
        plan: plan(
            "相手のキャラを手札やデッキの下に戻し、手札を増やしながらカウンターで守り切る。",
            "Send the opponent's Characters back to hand or deck, keep your hand full, and win the long game behind counters.",
        ),
        leader: "OT01-029".into(),
        main: deck(&[
            ("OT01-030", 4),
            ("OT01-031", 4),
            ("OT01-032", 4),
            ("OT01-033", 4),
            ("OT01-034", 4),
            ("OT01-035", 4),
            ("OT01-036", 4),
            ("OT01-037", 4),
            ("OT01-038", 4),
            ("OT01-039", 3),
            ("OT01-040", 4),
            ("OT01-041", 4),
            ("OT01-042", 3),
        ]),
    }
}

/// Purple/yellow: spend DON!! for tempo, add them back, and turn Life into [Trigger]s.
fn sky() -> BuiltinDeck {
    BuiltinDeck {
        id: "sky",
        name: names("空賊団", "Sky Pirates"),
        plan: plan(
            "ドン‼-で強力な効果を使い、ドン‼を補充する。ライフが減るほど【トリガー】で反撃する。",
            "Pay DON!! −N for strong effects and add DON!! back; the more Life you lose, the more [Trigger]s strike back.",
        ),
        leader: "OT01-043".into(),
        main: deck(&[
            ("OT01-044", 4),
            ("OT01-045", 4),
            ("OT01-046", 4),
            ("OT01-047", 4),
            ("OT01-048", 4),
            ("OT01-049", 4),
            ("OT01-050", 4),
            ("OT01-051", 4),
            ("OT01-052", 4),
            ("OT01-053", 2),
            ("OT01-054", 2),
            ("OT01-055", 4),
            ("OT01-056", 4),
            ("OT01-057", 2),
        ]),
    }
}
