//! The fast rule policy of playouts and of the greedy look-ahead: a few rules per decision kind,
//! no look-ahead, with an optional share of uniformly random answers (diversity in playouts).
//! It reads the game it is given, so it is only ever given a determinization (or a game both
//! seats see in full, as in tests).

use game_core::{Rng, Seat};
use opcg_engine::{Action, Choice, DecisionKind, Game, Prompt, Zone};

/// The index into `legal` (the seat's legal actions in `game`) that the rules pick; with
/// probability `random_pct`% a uniformly random non-concede action instead.
pub fn quick_pick(game: &Game, seat: Seat, legal: &[Action], rng: &mut Rng, random_pct: u32) -> usize {
    let n = if legal.last() == Some(&Action::Concede) { legal.len() - 1 } else { legal.len() };
    if n <= 1 {
        return 0;
    }
    if random_pct > 0 && rng.below(100) < random_pct {
        return rng.below(n as u32) as usize;
    }
    let Some(kind) = game.decision_kind() else { return 0 };
    let legal = &legal[..n];
    match kind {
        DecisionKind::ChooseFirst => find(legal, |a| *a == Action::ChooseFirst { go_first: true }),
        DecisionKind::Mulligan => find(legal, |a| *a == Action::Mulligan { redraw: false }),
        DecisionKind::Main => main_pick(game, seat, legal),
        DecisionKind::Block { attacker, target, .. } => block_pick(game, seat, legal, *attacker, *target),
        DecisionKind::Counter { attacker, target } => counter_pick(game, seat, legal, *attacker, *target),
        DecisionKind::Trigger { .. } => find(legal, |a| *a == Action::ActivateTrigger { yes: true }),
        DecisionKind::YesNo { .. } => find(legal, |a| *a == Action::Choose(Choice::YesNo(true))),
        DecisionKind::ChooseOption { .. } | DecisionKind::ReturnDon { .. } => 0,
        // text the engine does not read: a computer player cannot carry it out; it goes on
        DecisionKind::ByHand { .. } => find(legal, |a| *a == Action::Choose(Choice::Done)),
        DecisionKind::ChooseCards { prompt, .. } => cards_pick(game, seat, legal, *prompt, rng),
    }
}

fn find(legal: &[Action], f: impl Fn(&Action) -> bool) -> usize {
    legal.iter().position(f).unwrap_or(0)
}

/// Printed power plus 1000 per attached DON!! (the power it has on its owner's turn).
fn attack_power(game: &Game, id: opcg_engine::CardId) -> i32 {
    game.power(id).unwrap_or(0)
}

fn main_pick(game: &Game, seat: Seat, legal: &[Action]) -> usize {
    let opp = seat.other();
    // 1. Play the most expensive card that needs no replacement.
    let mut best: Option<(i32, usize)> = None;
    for (i, a) in legal.iter().enumerate() {
        if let Action::PlayCard { card, replace: None } = a {
            let cost = game.def_of(*card).map_or(0, |d| d.cost);
            if best.is_none_or(|(c, _)| cost > c) {
                best = Some((cost, i));
            }
        }
    }
    if let Some((_, i)) = best {
        return i;
    }
    // 2. [Activate: Main] abilities.
    if let Some(i) = legal.iter().position(|a| matches!(a, Action::ActivateAbility { .. })) {
        return i;
    }
    // 3. All active DON!! to the leader while it can still attack (turn 3 on).
    let leader = game.leader(seat);
    if game.turn() >= 3 && game.is_rested(leader) == Some(false) {
        let mut most: Option<(u8, usize)> = None;
        for (i, a) in legal.iter().enumerate() {
            if let Action::AttachDon { target, count } = a {
                if *target == leader && most.is_none_or(|(c, _)| *count > c) {
                    most = Some((*count, i));
                }
            }
        }
        if let Some((_, i)) = most {
            return i;
        }
    }
    // 4. Attack: the leader when the attacker is at least as strong, else a rested character it beats.
    let opp_leader = game.leader(opp);
    let opp_leader_power = attack_power(game, opp_leader);
    let mut attack: Option<(i32, usize)> = None;
    for (i, a) in legal.iter().enumerate() {
        if let Action::DeclareAttack { attacker, target } = a {
            let p = attack_power(game, *attacker);
            let score = if *target == opp_leader {
                (p >= opp_leader_power).then_some(p + 1_000_000)
            } else {
                let tp = attack_power(game, *target);
                (p >= tp).then(|| tp + game.def_of(*target).map_or(0, |d| d.cost) * 1000)
            };
            if let Some(s) = score {
                if attack.is_none_or(|(b, _)| s > b) {
                    attack = Some((s, i));
                }
            }
        }
    }
    if let Some((_, i)) = attack {
        return i;
    }
    find(legal, |a| *a == Action::EndMainPhase)
}

fn block_pick(game: &Game, seat: Seat, legal: &[Action], attacker: opcg_engine::CardId, target: opcg_engine::CardId) -> usize {
    let life = game.zone_len(seat, Zone::Life);
    let ap = attack_power(game, attacker);
    // Block an attack on the leader that would hit when Life is low; with the strongest blocker.
    if target == game.leader(seat) && ap >= attack_power(game, target) && life <= 2 {
        let mut best: Option<(i32, usize)> = None;
        for (i, a) in legal.iter().enumerate() {
            if let Action::Block { blocker: Some(b) } = a {
                let p = attack_power(game, *b);
                if best.is_none_or(|(q, _)| p > q) {
                    best = Some((p, i));
                }
            }
        }
        if let Some((_, i)) = best {
            return i;
        }
    }
    find(legal, |a| *a == Action::Block { blocker: None })
}

fn counter_pick(game: &Game, seat: Seat, legal: &[Action], attacker: opcg_engine::CardId, target: opcg_engine::CardId) -> usize {
    let ap = attack_power(game, attacker);
    let tp = attack_power(game, target);
    let end = find(legal, |a| *a == Action::EndCounterStep);
    if tp > ap {
        return end;
    }
    let on_leader = target == game.leader(seat);
    let life = game.zone_len(seat, Zone::Life);
    let worth = if on_leader { life <= 1 || (life <= 2 && game.zone_len(seat, Zone::Hand) >= 4) } else { game.def_of(target).is_some_and(|d| d.cost >= 4) };
    if !worth {
        return end;
    }
    // The smallest counter card on the target that is enough on its own, else the biggest one.
    let need = ap - tp + 1;
    let mut enough: Option<(i32, usize)> = None;
    let mut biggest: Option<(i32, usize)> = None;
    for (i, a) in legal.iter().enumerate() {
        if let Action::CounterCard { card, target: t } = a {
            if *t != target {
                continue;
            }
            let c = game.def_of(*card).map_or(0, |d| d.counter);
            if c >= need && enough.is_none_or(|(e, _)| c < e) {
                enough = Some((c, i));
            }
            if biggest.is_none_or(|(b, _)| c > b) {
                biggest = Some((c, i));
            }
        }
    }
    enough.or(biggest).map_or(end, |(_, i)| i)
}

fn cards_pick(game: &Game, _seat: Seat, legal: &[Action], prompt: Prompt, rng: &mut Rng) -> usize {
    let size = |a: &Action| if let Action::Choose(Choice::Cards(c)) = a { c.len() } else { 0 };
    // Costs and things given away: as few as allowed. Gains and targets: as many as allowed.
    let fewest = matches!(prompt, Prompt::TrashFromHand | Prompt::RestForCost | Prompt::ToDeckBottom | Prompt::ToReveal | Prompt::CharacterToMakeRoom);
    let want = if fewest { legal.iter().map(size).min() } else { legal.iter().map(size).max() }.unwrap_or(0);
    // Among those, prefer the opponent's strongest cards as targets and our own cheapest as costs.
    let mut best: Option<(i64, usize)> = None;
    for (i, a) in legal.iter().enumerate() {
        let Action::Choose(Choice::Cards(c)) = a else { continue };
        if c.len() != want {
            continue;
        }
        let mut score: i64 = 0;
        for &id in c {
            let value = i64::from(game.def_of(id).map_or(0, |d| d.cost * 1000 + d.power / 10));
            // Costs: our cheapest. Targets on the opponent's field: its strongest. Our own cards
            // to gain or to power up: the best.
            score += if fewest { -value } else { value };
        }
        // A little noise breaks ties differently between playouts.
        score = score * 4 + i64::from(rng.below(4));
        if best.is_none_or(|(b, _)| score > b) {
            best = Some((score, i));
        }
    }
    best.map_or(0, |(_, i)| i)
}
