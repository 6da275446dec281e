//! Choke points: every zone move of the rules goes through one of these functions, which
//! consult replacement effects (8-1-2-3) and prohibitions (1-3-3) and record events.

use game_core::{Hidden, Seat};

use super::Game;
use crate::ability::{Ability, Instead, Modifier, Replaced};
use crate::card::CardId;
use crate::event::{EndReason, Event};

impl Game {
    /// 9-3: リフレッシュ. The trash becomes the deck and is shuffled; with no barrier the player
    /// meets a losing condition (9-3-3), otherwise the top barrier card goes to the trash (9-3-4).
    pub(crate) fn refresh(&mut self, seat: Seat, ev: &mut Vec<Event>) {
        let z = &mut self.zones[seat];
        let trash = std::mem::take(&mut z.trash);
        let n = trash.len() as u8;
        z.deck.extend(trash);
        let mut deck = std::mem::take(&mut self.zones[seat].deck);
        self.rng.shuffle(&mut deck);
        self.zones[seat].deck = deck;
        ev.push(Event::Refreshed { seat, cards: n });
        if self.zones[seat].barrier.is_empty() {
            if self.lose[seat].is_none() {
                self.lose[seat] = Some(EndReason::RefreshedWithoutBarrier);
                ev.push(Event::LoseCondition { seat, reason: EndReason::RefreshedWithoutBarrier });
            }
        } else if let Some(c) = self.zones[seat].barrier.pop() {
            self.zones[seat].trash.push(c);
            ev.push(Event::BarrierToTrash { seat, card: self.cref(c) });
        }
    }

    /// The top card of the deck, taken out (3-2-3: one at a time). An empty deck refreshes at
    /// once (9-3-2), also in the middle of another process (6-6-1-1).
    pub(crate) fn take_top(&mut self, seat: Seat, ev: &mut Vec<Event>) -> Option<CardId> {
        if self.zones[seat].deck.is_empty() {
            self.refresh(seat, ev);
        }
        self.zones[seat].deck.pop()
    }

    /// 9-3-2: after a card left the deck (and its event was recorded), an empty deck refreshes.
    pub(crate) fn settle_deck(&mut self, seat: Seat, ev: &mut Vec<Event>) {
        if self.zones[seat].deck.is_empty() {
            self.refresh(seat, ev);
        }
    }

    /// Puts cards of `seat`'s deck at its bottom in `order` (upper first; the last one becomes the
    /// bottom card, 3-1-6). Cards no longer in the deck are skipped.
    pub(crate) fn put_at_bottom(&mut self, seat: Seat, order: &[CardId], ev: &mut Vec<Event>) {
        let deck = &mut self.zones[seat].deck;
        let present: Vec<CardId> = order.iter().copied().filter(|c| deck.contains(c)).collect();
        deck.retain(|c| !present.contains(c));
        for (i, c) in present.iter().rev().enumerate() {
            deck.insert(i, *c);
        }
        self.settle_deck(seat, ev);
    }

    /// Takes a given card out of the deck (search, look); the caller settles the deck after.
    pub(crate) fn take_from_deck(&mut self, seat: Seat, card: CardId, ev: &mut Vec<Event>) -> bool {
        let deck = &mut self.zones[seat].deck;
        let Some(i) = deck.iter().position(|c| *c == card) else { return false };
        deck.remove(i);
        let _ = ev;
        true
    }

    /// Is `seat` forbidden to draw by effects (1-3-3: the prohibition wins)?
    pub(crate) fn draw_prohibited(&self, seat: Seat) -> bool {
        self.active_modifiers(seat.other()).iter().any(|m| matches!(m, Modifier::OpponentCannotDrawByEffect))
    }

    /// 4-3: カードを引く. Returns how many cards were drawn.
    pub(crate) fn draw(&mut self, seat: Seat, n: u8, by_effect: bool, ev: &mut Vec<Event>) -> u8 {
        if by_effect && n > 0 && self.draw_prohibited(seat) {
            ev.push(Event::Prohibited { seat });
            return 0;
        }
        let mut drawn = 0;
        for _ in 0..n {
            let Some(c) = self.take_top(seat, ev) else { break };
            self.zones[seat].hand.push(c);
            ev.push(Event::Drew { seat, card: Hidden::Known(self.cref(c)) });
            self.settle_deck(seat, ev);
            drawn += 1;
        }
        drawn
    }

    /// 4-4: 捨てる.
    pub(crate) fn discard(&mut self, seat: Seat, card: CardId, ev: &mut Vec<Event>) -> bool {
        let hand = &mut self.zones[seat].hand;
        let Some(i) = hand.iter().position(|c| *c == card) else { return false };
        hand.remove(i);
        self.zones[seat].trash.push(card);
        ev.push(Event::Discarded { seat, card: self.cref(card) });
        true
    }

    /// The replacement effect of `seat`'s card in the battle area for `event`, if any.
    fn replacement(&self, seat: Seat, event: Replaced) -> Option<Instead> {
        self.abilities_of(seat).iter().find_map(|a| match a {
            Ability::Replacement { event: e, instead } if *e == event => Some(*instead),
            _ => None,
        })
    }

    /// The top barrier card into the hand (7-1-5-4), unless a replacement effect applies.
    /// Returns false when the barrier is empty.
    pub(crate) fn barrier_to_hand(&mut self, seat: Seat, ev: &mut Vec<Event>) -> bool {
        let Some(c) = self.zones[seat].barrier.pop() else { return false };
        if let Some(Instead::TrashAndDraw(n)) = self.replacement(seat, Replaced::OwnBarrierToHand) {
            // 8-1-2-3-2: what replaced it is not replaced again.
            self.zones[seat].trash.push(c);
            ev.push(Event::Replaced { seat, card: self.cref(c) });
            self.draw(seat, n, true, ev);
            return true;
        }
        self.zones[seat].hand.push(c);
        ev.push(Event::BarrierToHand { seat, card: Hidden::Known(self.cref(c)) });
        true
    }

    /// The top deck card onto the top of the barrier.
    pub(crate) fn deck_to_barrier(&mut self, seat: Seat, ev: &mut Vec<Event>) -> bool {
        let Some(c) = self.take_top(seat, ev) else { return false };
        self.zones[seat].barrier.push(c);
        ev.push(Event::DeckToBarrier { seat });
        self.settle_deck(seat, ev);
        true
    }

    /// The top barrier card into the trash.
    pub(crate) fn barrier_to_trash(&mut self, seat: Seat, ev: &mut Vec<Event>) -> bool {
        let Some(c) = self.zones[seat].barrier.pop() else { return false };
        self.zones[seat].trash.push(c);
        ev.push(Event::BarrierToTrash { seat, card: self.cref(c) });
        true
    }

    /// The top deck card into the trash.
    pub(crate) fn mill(&mut self, seat: Seat, ev: &mut Vec<Event>) -> bool {
        let Some(c) = self.take_top(seat, ev) else { return false };
        self.zones[seat].trash.push(c);
        ev.push(Event::Milled { seat, card: self.cref(c) });
        self.settle_deck(seat, ev);
        true
    }

    /// The card leaves the battle area: it becomes a new card (3-1-5), so what applied to it ends.
    pub(crate) fn leave_battle(&mut self, seat: Seat) -> Option<CardId> {
        let slot = self.zones[seat].battle.take()?;
        self.ts.luck_mods.retain(|(c, _, _)| *c != slot.card);
        self.ts.granted.retain(|(c, _)| *c != slot.card);
        Some(slot.card)
    }

    /// Does `seat`'s battle-area card have an optional 「このカードがトラッシュに置かれる場合」
    /// replacement (8-1-2-3-1)?
    pub(crate) fn optional_self_replacement(&self, seat: Seat) -> bool {
        self.replacement(seat, Replaced::SelfToTrash) == Some(Instead::MayReturnToHand)
    }

    /// The battle-area card into the trash (6-3-2, 6-6-3), unless a replacement effect applies;
    /// `apply_optional` is the owner's answer for an optional one (8-1-2-3-1).
    pub(crate) fn battle_to_trash(&mut self, seat: Seat, apply_optional: Option<bool>, ev: &mut Vec<Event>) {
        let instead = self.replacement(seat, Replaced::SelfToTrash);
        let Some(c) = self.leave_battle(seat) else { return };
        let to_hand = match instead {
            Some(Instead::ToHand) => true,
            Some(Instead::MayReturnToHand) => apply_optional == Some(true),
            _ => false,
        };
        if to_hand {
            self.zones[seat].hand.push(c);
            ev.push(Event::Replaced { seat, card: self.cref(c) });
            ev.push(Event::ToHand { seat, card: self.cref(c) });
        } else {
            self.zones[seat].trash.push(c);
            ev.push(Event::Trashed { seat, card: self.cref(c) });
        }
    }
}
