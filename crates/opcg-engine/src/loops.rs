//! Endless loops a player can stop (永久循環, 11-1-1-2 and 11-1-1-3).
//!
//! 11-1-1-2: when only one player can stop a loop, that player declares how many times it
//! repeats, it repeats that many times, and the player stops it; afterwards, in exactly the same
//! state as when the loop began (every card of every zone the same), the player may not choose the
//! loop again unless forced. 11-1-1-3: when both can stop it, each declares a number and the
//! smaller one counts, with the same restriction afterwards.
//!
//! The engine asks every choice as it comes, so a declared number is the number of times the
//! players go round; going round again from an identical state changes nothing (the state is the
//! same), so what the rules make binding is the restriction. The watch records, at each decision,
//! the state's fingerprint, the deciding seat and the action taken; when a state recurs, the
//! actions its seat took there before are no longer legal there — unless they are all that is left
//! ("強制される場合を除き": forced, and then a loop nobody can stop is 11-1-1-1, ended by the
//! action cap). Each player stops the loop at their own recurring decision, so when both can stop it
//! (11-1-1-3) it stops at the first of them, the smaller number.
//!
//! The watch costs nothing in an ordinary turn: it arms only once a turn has run
//! [`WATCH_AFTER`] actions (random self-play never passes 32), checked at the same point as
//! the action cap, and disarms when the turn ends. A loop is then caught within its first turn.

use std::hash::{Hash, Hasher};

use game_core::Seat;

use crate::action::Action;
use crate::event::{DrawReason, GameResult};
use crate::game::Game;
use crate::state::CardId;

/// Actions into one turn after which the watch arms (it arms at the first check past this
/// many actions of the turn: between one and two times this many).
pub(crate) const WATCH_AFTER: u32 = 64;

/// What the engine remembers to apply 11-1-1-2/3 (part of the state: a game replayed from its
/// actions remembers the same).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct LoopWatch {
    /// `State::actions` at which `carry_out` next looks: the action cap (11-1-1-1), arming,
    /// and, while armed, every action.
    pub next_check: u32,
    /// The turn this watch counts in.
    pub turn: u32,
    /// Recording decisions (this turn ran past [`WATCH_AFTER`] actions).
    pub armed: bool,
    /// While armed: each decision taken, as (state fingerprint, deciding seat, action key).
    pub seen: Vec<(u64, Seat, u64)>,
    /// The fingerprint of the state whose legal actions were listed last, its deciding seat,
    /// and `State::actions` then (a record is made only for the action taken right after).
    pub listed: std::cell::Cell<Option<(u64, Seat, u32)>>,
}

impl LoopWatch {
    pub fn new(max_actions: u32) -> LoopWatch {
        LoopWatch { next_check: max_actions.min(WATCH_AFTER), ..LoopWatch::default() }
    }
}

/// FNV-1a, 64 bits: the same on every platform and build (a save replays to the same records).
struct Fnv(u64);

impl Fnv {
    fn new() -> Fnv {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
    fn bytes(&mut self, b: &[u8]) {
        for &x in b {
            self.0 = (self.0 ^ u64::from(x)).wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
    fn num(&mut self, n: u64) {
        self.bytes(&n.to_le_bytes());
    }
}

/// The FNV hash of values written through `Hash`, with every card id (a [`CardId`] writes
/// itself with `write_i128`, and nothing else in the engine's state does) replaced by the
/// physical card it names (`slot` maps the id; `None`: an id no longer live), so the same physical
/// cards give the same hash whatever their object ids (a card gets a new id on every move,
/// 3-1-6). Lengths and discriminants are written as 64 bits, so the hash is the same on every
/// platform. (It replaces a `Debug` text of the same values, whose formatting code cost the page
/// about 14 KB gzip.)
struct SlotHasher<F: Fn(u32) -> Option<u16>> {
    h: Fnv,
    slot: F,
}

impl<F: Fn(u32) -> Option<u16>> Hasher for SlotHasher<F> {
    fn finish(&self) -> u64 {
        self.h.0
    }
    fn write(&mut self, bytes: &[u8]) {
        self.h.bytes(bytes);
    }
    fn write_usize(&mut self, n: usize) {
        self.h.num(n as u64);
    }
    fn write_isize(&mut self, n: isize) {
        self.h.num(n as u64);
    }
    fn write_i128(&mut self, n: i128) {
        match u32::try_from(n).ok().and_then(|id| (self.slot)(id)) {
            Some(s) => {
                self.h.bytes(&[0xC1]);
                self.h.num(u64::from(s));
            }
            None => self.h.bytes(&[0xC0]),
        }
    }
}

impl Game {
    /// A fingerprint of everything that makes two states "the same" for 11-1-1-2: every card of
    /// every zone (by physical card, hand and Characters as sets), its state, the DON!!, the
    /// flow, the battle, the modifiers, and what is being resolved and asked. The RNG, the log
    /// and the counters of actions are not part of it.
    pub(crate) fn fingerprint(&self) -> u64 {
        let st = &self.st;
        let mut h = Fnv::new();
        h.num(u64::from(st.turn));
        h.num(st.turn_player as u64);
        let obj = |h: &mut Fnv, s: u16| {
            let o = st.obj(s);
            h.num(u64::from(s));
            h.bytes(&[o.rested.into(), o.don, o.face_up.into()]);
            if o.zone.is_field() {
                h.num(u64::from(o.played_turn));
            }
        };
        for seat in Seat::BOTH {
            let z = &st.zones[seat];
            let mut hand = z.hand.clone();
            hand.sort_unstable();
            let mut chars = z.chars.clone();
            chars.sort_unstable();
            for (tag, list) in [(1u8, &z.deck), (2, &hand), (3, &z.trash), (4, &z.life), (5, &chars)] {
                h.bytes(&[tag]);
                h.num(list.len() as u64);
                for &s in list {
                    obj(&mut h, s);
                }
            }
            h.bytes(&[6]);
            obj(&mut h, z.leader);
            if let Some(s) = z.stage {
                obj(&mut h, s);
            }
            h.bytes(&[z.don_deck, z.don_active, z.don_rested, st.lost[seat].into()]);
        }
        // What is in force and in progress, with card ids as slots (a live id as its slot, a
        // stale one as such: an effect on a card that has moved is not on it).
        let mut w = SlotHasher { h, slot: |n| st.slot_of(CardId(n)) };
        (&st.flow, &st.battle, &st.mods, &st.pmods, &st.once_used, &st.work, &st.pending).hash(&mut w);
        (&st.chosen, &st.declared, &st.at_end, st.last_ok, st.cost_ok, st.paying_cost).hash(&mut w);
        for t in &st.triggers {
            (t.controller, t.source, t.def, t.ability, t.from_trash).hash(&mut w);
        }
        w.finish()
    }

    /// An action with its cards as physical cards (the same move on the same card has the same
    /// key from one pass of a loop to the next, though the card's id changed).
    fn action_key(&self, action: &Action) -> u64 {
        // Every id the action names as the slot it was given (also an id no longer live).
        let mut w = SlotHasher { h: Fnv::new(), slot: |n| self.st.id_slot.get(n as usize).copied() };
        action.hash(&mut w);
        w.finish()
    }

    /// Called by `carry_out` once `State::actions` reaches `LoopWatch::next_check`, right after
    /// the action of `seat` (its effects not yet resolved): the action cap (11-1-1-1), then the
    /// watch — armed in a long turn, recording each decision taken while armed.
    #[cold]
    #[inline(never)]
    pub(crate) fn action_checkpoint(&mut self, seat: Seat) {
        if self.st.actions >= self.st.max_actions {
            if self.st.result.is_none() {
                self.end_game(GameResult::Draw(DrawReason::ActionLimit));
            }
            return;
        }
        let turn = self.st.turn;
        if self.st.loops.armed && self.st.loops.turn == turn {
            // The decision just taken: from the state listed last, if it was listed right before.
            if let (Some((fp, s, at)), Some(a)) = (self.st.loops.listed.take(), &self.st.last_action) {
                if s == seat && at + 1 == self.st.actions {
                    let key = self.action_key(a);
                    self.st.loops.seen.push((fp, seat, key));
                }
            }
            self.st.loops.next_check = self.st.actions + 1;
            return;
        }
        let w = &mut self.st.loops;
        if w.armed || w.turn != turn {
            // A new turn: nothing of the last one's loops carries over.
            *w = LoopWatch { turn, ..LoopWatch::default() };
        } else {
            w.armed = true;
        }
        w.next_check = if w.armed { self.st.actions + 1 } else { self.st.max_actions.min(self.st.actions.saturating_add(WATCH_AFTER)) };
        self.st.legal_slow = self.st.loops.armed || self.st.result.is_some();
    }

    /// While the watch is armed: removes from `seat`'s legal actions `v` (Concede not yet
    /// listed) those `seat` already took in a state identical to this one (11-1-1-2/3), unless
    /// nothing else would be left (forced).
    #[cold]
    #[inline(never)]
    pub(crate) fn drop_loop_repeats(&self, seat: Seat, v: &mut Vec<Action>) {
        let w = &self.st.loops;
        if w.turn != self.st.turn {
            return;
        }
        let fp = self.fingerprint();
        w.listed.set(Some((fp, seat, self.st.actions)));
        let taken: Vec<u64> = w.seen.iter().filter(|&&(f, s, _)| f == fp && s == seat).map(|&(_, _, k)| k).collect();
        if taken.is_empty() {
            return;
        }
        let keys: Vec<u64> = v.iter().map(|a| self.action_key(a)).collect();
        if keys.iter().all(|k| taken.contains(k)) {
            return;
        }
        let mut i = 0;
        v.retain(|_| {
            i += 1;
            !taken.contains(&keys[i - 1])
        });
    }

    /// Is `action` one `seat` already took in a state identical to this one, so that it may not
    /// be taken again here (11-1-1-2/3)? (For the refusal's reason.)
    pub(crate) fn repeats_loop(&self, seat: Seat, action: &Action) -> bool {
        let w = &self.st.loops;
        if !w.armed || w.turn != self.st.turn {
            return false;
        }
        let fp = self.fingerprint();
        let key = self.action_key(action);
        w.seen.iter().any(|&(f, s, k)| f == fp && s == seat && k == key)
    }
}

#[cfg(test)]
mod tests {
    use super::{Fnv, SlotHasher};
    use crate::action::Action;
    use crate::state::CardId;
    use std::hash::{Hash, Hasher};

    fn key(action: &Action, slot: impl Fn(u32) -> Option<u16>) -> u64 {
        let mut w = SlotHasher { h: Fnv::new(), slot };
        action.hash(&mut w);
        w.finish()
    }

    /// Ids of one physical card hash alike (a card's id changes on every move, 3-1-6), ids of
    /// different cards differ, and an id no longer live is neither.
    #[test]
    fn card_ids_hash_as_the_physical_card() {
        let slot = |n: u32| match n {
            3 | 12 => Some(7),
            5 => Some(8),
            _ => None,
        };
        let play = |n| Action::AttachDon { target: CardId(n), count: 1 };
        assert_eq!(key(&play(3), slot), key(&play(12), slot));
        assert_ne!(key(&play(3), slot), key(&play(5), slot));
        assert_ne!(key(&play(3), slot), key(&play(99), slot));
        assert_ne!(key(&play(3), slot), key(&Action::Concede, slot));
    }
}
