//! カードのバトル (7): janken, 運値, permanent modifiers and conditions.

use game_core::{ByPlayer, Seat};

use super::Game;
use crate::ability::{Ability, CardFilter, Condition, LuckKind, Modifier, Who};
use crate::card::{CardId, Hand, JankenOutcome};
use crate::event::BattleOutcome;

/// The numbers of one battle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct BattleReport {
    pub hands: ByPlayer<Hand>,
    pub luck: ByPlayer<i16>,
    pub outcome: BattleOutcome,
}

impl Who {
    pub(crate) fn seat(self, me: Seat) -> Seat {
        match self {
            Who::Me => me,
            Who::Opponent => me.other(),
        }
    }
}

impl Game {
    /// The face-up card in `seat`'s battle area.
    pub(crate) fn face_up(&self, seat: Seat) -> Option<CardId> {
        self.zones[seat].battle.filter(|s| s.face_up).map(|s| s.card)
    }

    /// Are the printed abilities of `seat`'s card negated by the opponent's card (8-2)? Only the
    /// opponent's printed permanent effects are read, so two such cards negate each other.
    pub(crate) fn printed_negated(&self, seat: Seat) -> bool {
        let Some(o) = self.face_up(seat.other()) else { return false };
        self.def(o).abilities.iter().any(|a| match a {
            Ability::Permanent { condition, modifier: Modifier::NegateOpponentCard, .. } => {
                condition.as_ref().is_none_or(|cond| self.eval(seat.other(), cond))
            }
            _ => false,
        })
    }

    /// The abilities `seat`'s face-up card has now: its printed ones unless negated (8-2-1-1),
    /// then those it gained this turn, which that negation does not touch (8-2-1-5).
    pub(crate) fn abilities_of(&self, seat: Seat) -> Vec<Ability> {
        let Some(c) = self.face_up(seat) else { return Vec::new() };
        let mut out = if self.printed_negated(seat) { Vec::new() } else { self.def(c).abilities.clone() };
        out.extend(self.ts.granted.iter().filter(|(g, _)| *g == c).map(|(_, a)| a.clone()));
        out
    }

    /// The permanent effects in force from `seat`'s card (2-6-2: only in the battle area;
    /// 8-1-2-2-2, 8-1-2-2-4: whenever their condition holds).
    pub(crate) fn active_modifiers(&self, seat: Seat) -> Vec<Modifier> {
        self.abilities_of(seat)
            .iter()
            .filter_map(|a| match a {
                Ability::Permanent { condition, modifier, .. } => {
                    if condition.as_ref().is_none_or(|cond| self.eval(seat, cond)) {
                        Some(modifier.clone())
                    } else {
                        None
                    }
                }
                _ => None,
            })
            .collect()
    }

    /// Does `card` match `filter`?
    pub(crate) fn matches(&self, card: CardId, filter: &CardFilter) -> bool {
        let d = self.def(card);
        match filter {
            CardFilter::Any => true,
            CardFilter::Named(no) => d.no == *no,
            CardFilter::NameContains(t) => d.name.ja.contains(&t.ja),
            CardFilter::Attribute(a) => d.attribute == *a,
            CardFilter::Species(s) => d.species == *s,
            // The janken it shows now (an override counts), not the printed one (4-5-2).
            CardFilter::Hand(h) => {
                let shown = Seat::BOTH.into_iter().find(|s| self.face_up(*s) == Some(card)).and_then(|s| self.effective_hand(s));
                shown.unwrap_or(d.hand) == *h
            }
            // 8-2-1-3: a negated card still has its effects.
            CardFilter::NoOriginalEffect => d.has_no_original_effect(),
        }
    }

    /// 8-3-1: evaluates a 「なら、」 condition for `seat`.
    pub(crate) fn eval(&self, seat: Seat, cond: &Condition) -> bool {
        match cond {
            Condition::HandAtLeast { who, n } => self.zones[who.seat(seat)].hand.len() >= *n as usize,
            Condition::BarrierAtMost { who, n } => self.zones[who.seat(seat)].barrier.len() <= *n as usize,
            Condition::TrashAtLeast { who, n } => self.zones[who.seat(seat)].trash.len() >= *n as usize,
            Condition::OpponentCard(f) => self.face_up(seat.other()).is_some_and(|c| self.matches(c, f)),
            Condition::TopOfDeck(f) => self.zones[seat].deck.last().is_some_and(|c| self.matches(*c, f)),
            Condition::JankenWon => self.janken(seat) == Some(JankenOutcome::Win),
            // 8-3-1-2: all of them.
            Condition::All(cs) => cs.iter().all(|c| self.eval(seat, c)),
        }
    }

    /// The janken a seat's card shows this turn.
    pub(crate) fn effective_hand(&self, seat: Seat) -> Option<Hand> {
        let c = self.face_up(seat)?;
        Some(self.ts.hand_override[seat].unwrap_or(self.def(c).hand))
    }

    /// 7-1-1: this turn's janken for `seat`, if both cards are face up.
    pub(crate) fn janken(&self, seat: Seat) -> Option<JankenOutcome> {
        Some(self.effective_hand(seat)?.against(self.effective_hand(seat.other())?))
    }

    /// 7-1-1-1, 7-1-1-2: the 運値 `seat`'s card uses in this battle, with every modifier. The
    /// sum saturates at the ends of `i16`: no stack of modifiers (or card design) wraps around.
    pub(crate) fn luck(&self, seat: Seat) -> Option<i16> {
        let c = self.face_up(seat)?;
        let won = self.janken(seat)? == JankenOutcome::Win;
        let d = self.def(c);
        let applies = |k: LuckKind| k == LuckKind::Both || (k == LuckKind::Win) == won;
        let mut v = if won { d.luck_win } else { d.luck_lose };
        for (card, kind, delta) in &self.ts.luck_mods {
            if *card == c && applies(*kind) {
                v = v.saturating_add(*delta);
            }
        }
        for (src, who) in [(seat, Who::Me), (seat.other(), Who::Opponent)] {
            for m in self.active_modifiers(src) {
                if let Modifier::Luck { who: w, kind, delta } = m {
                    if w == who && applies(kind) {
                        v = v.saturating_add(i16::from(delta));
                    }
                }
            }
        }
        // 1-3-6: a negative value counts as 0.
        Some(v.max(0))
    }

    /// 7-1-2 (and 10-2-3): compares both cards. None if a battle area is empty.
    pub(crate) fn battle_report(&self) -> Option<BattleReport> {
        let hands = ByPlayer::new(self.effective_hand(Seat::A)?, self.effective_hand(Seat::B)?);
        let luck = ByPlayer::new(self.luck(Seat::A)?, self.luck(Seat::B)?);
        let outcome = match (self.ts.win_flag.a, self.ts.win_flag.b) {
            (true, true) => BattleOutcome::Draw,
            (true, false) => BattleOutcome::Won(Seat::A),
            (false, true) => BattleOutcome::Won(Seat::B),
            (false, false) => match luck.a.cmp(&luck.b) {
                std::cmp::Ordering::Greater => BattleOutcome::Won(Seat::A),
                std::cmp::Ordering::Less => BattleOutcome::Won(Seat::B),
                std::cmp::Ordering::Equal => BattleOutcome::Draw,
            },
        };
        Some(BattleReport { hands, luck, outcome })
    }
}
