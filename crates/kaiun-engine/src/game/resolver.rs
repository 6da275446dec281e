//! The one effect resolver (8-4, 8-5).
//!
//! Abilities that trigger together form a [`Batch`]: one [`Cursor`] per seat, each walking its
//! abilities' effect trees in printed order (2-6-3). Both cursors advance in lockstep rounds:
//! each runs up to its next atomic step, its seat answers any choice that step needs (both seats
//! at once if both must choose, 1-3-4), and only then are the steps of the round carried out.
//! So no seat chooses after seeing the result of the other seat's simultaneous effect
//! (8-5-1, 10-1-1-3).

use game_core::{Hidden, Seat};

use super::{Flow, Game, Next};
use crate::ability::{Ability, Atom, Cost, Effect, Modifier, Trigger};
use crate::action::Choice;
use crate::card::CardId;
use crate::decision::Prompt;
use crate::event::{EndReason, Event};

/// One step the resolver carries out.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Step {
    Atom(Atom),
    /// 発動コスト (8-4-1-3)
    Pay(Cost),
    /// The cards left after a look go to the bottom of the deck in the order their owner
    /// chooses (3-1-6). Follows [`Atom::LookTop`] when two or more are left.
    OrderBottom(Vec<CardId>),
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum TaskKind {
    Run(Effect),
    /// Runs only if the previous step was fully resolved (「なら、」 4-6-2, 「たなら、」 8-3-2-3).
    IfOk(Effect),
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Task {
    kind: TaskKind,
    src: Option<CardId>,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum CurState {
    Idle,
    Awaiting { src: Option<CardId>, step: Step, prompt: Prompt, options: Vec<Choice>, hidden: Vec<CardId> },
    /// `asked`: the question an answer was given to, kept so the answer can be withdrawn from a
    /// determinization (the other seat does not know it yet, [`Batch::withdraw`]).
    Ready { src: Option<CardId>, step: Step, choice: Option<Choice>, hidden: Vec<CardId>, asked: Option<(Prompt, Vec<Choice>)> },
    Done,
}

/// One seat's abilities being resolved.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Cursor {
    seat: Seat,
    tasks: Vec<Task>,
    last_ok: bool,
    state: CurState,
}

/// Abilities resolved together.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Batch {
    cursors: Vec<Cursor>,
}

pub(crate) enum Pump {
    Blocked,
    Done,
    /// Rule processing stopped the game (over, or the janken of 1-2-3).
    Interrupted,
}

impl Cursor {
    fn new(seat: Seat, effects: Vec<(Option<CardId>, Effect)>) -> Cursor {
        let tasks = effects.into_iter().rev().map(|(src, e)| Task { kind: TaskKind::Run(e), src }).collect();
        Cursor { seat, tasks, last_ok: true, state: CurState::Idle }
    }
}

impl Batch {
    /// The question waiting for `seat`, if any.
    pub(crate) fn awaiting(&self, seat: Seat) -> Option<(Option<CardId>, &Prompt, &[Choice])> {
        self.cursors.iter().find_map(|c| match &c.state {
            CurState::Awaiting { src, prompt, options, .. } if c.seat == seat => Some((*src, prompt, options.as_slice())),
            _ => None,
        })
    }

    /// Records `seat`'s answer (already checked against the options).
    pub(crate) fn answer(&mut self, seat: Seat, choice: Choice) {
        if let Some(c) = self.cursors.iter_mut().find(|c| c.seat == seat && matches!(c.state, CurState::Awaiting { .. })) {
            if let CurState::Awaiting { src, step, hidden, prompt, options } = std::mem::replace(&mut c.state, CurState::Idle) {
                c.state = CurState::Ready { src, step, choice: Some(choice), hidden, asked: Some((prompt, options)) };
            }
        }
    }

    /// Takes back `seat`'s answer given in this round, not carried out yet: the seat is asked
    /// again. For determinizations of the other seat, which does not know the answer (1-3-4).
    pub(crate) fn withdraw(&mut self, seat: Seat) {
        for c in self.cursors.iter_mut().filter(|c| c.seat == seat) {
            if let CurState::Ready { choice: Some(_), asked: Some(_), .. } = &c.state {
                if let CurState::Ready { src, step, hidden, asked: Some((prompt, options)), .. } = std::mem::replace(&mut c.state, CurState::Idle) {
                    c.state = CurState::Awaiting { src, step, prompt, options, hidden };
                }
            }
        }
    }

    /// 「このターンの終了時」 effects (6-6-5), one cursor per seat.
    pub(crate) fn delayed(list: Vec<(Seat, Option<CardId>, Effect)>, _game: &Game) -> Batch {
        let mut cursors = Vec::new();
        for seat in Seat::BOTH {
            let effects: Vec<_> = list.iter().filter(|(s, _, _)| *s == seat).map(|(_, src, e)| (*src, e.clone())).collect();
            if !effects.is_empty() {
                cursors.push(Cursor::new(seat, effects));
            }
        }
        Batch { cursors }
    }
}

/// At most this many options are offered for one choice of cards (a hostile custom card asking
/// to discard half of a large hand must not exhaust memory).
const MAX_OPTIONS: usize = 4096;

/// Every order of `items` (for 3-1-6), at most [`MAX_OPTIONS`] of them, starting with the given order.
fn permutations(items: &[CardId]) -> Vec<Vec<CardId>> {
    fn go(rest: &mut Vec<CardId>, pick: &mut Vec<CardId>, out: &mut Vec<Vec<CardId>>) {
        if out.len() >= MAX_OPTIONS {
            return;
        }
        if rest.is_empty() {
            out.push(pick.clone());
            return;
        }
        for i in 0..rest.len() {
            let c = rest.remove(i);
            pick.push(c);
            go(rest, pick, out);
            pick.pop();
            rest.insert(i, c);
        }
    }
    let mut out = Vec::new();
    go(&mut items.to_vec(), &mut Vec::with_capacity(items.len()), &mut out);
    out
}

/// The `k`-element subsets of `items`, in lexicographic order, at most [`MAX_OPTIONS`] of them.
fn combos(items: &[CardId], k: usize) -> Vec<Vec<CardId>> {
    let mut out = Vec::new();
    let mut pick = Vec::with_capacity(k);
    fn go(items: &[CardId], k: usize, from: usize, pick: &mut Vec<CardId>, out: &mut Vec<Vec<CardId>>) {
        if out.len() >= MAX_OPTIONS {
            return;
        }
        if pick.len() == k {
            out.push(pick.clone());
            return;
        }
        // Only starts that leave enough items for the rest of the pick (k <= items.len()).
        let last = items.len() - (k - pick.len());
        for i in from..=last {
            pick.push(items[i]);
            go(items, k, i + 1, pick, out);
            pick.pop();
        }
    }
    if k <= items.len() {
        go(items, k, 0, &mut pick, &mut out);
    }
    out
}


impl Game {
    /// Starts resolving `trigger` abilities of the given seats' battle-area cards.
    pub(crate) fn start_batch(&mut self, seats: &[Seat], trigger: Trigger, next: Next, ev: &mut Vec<Event>) {
        let mut cursors = Vec::new();
        for &seat in seats {
            if let Some(c) = self.trigger_cursor(seat, trigger, ev) {
                cursors.push(c);
            }
        }
        self.flow = Flow::Resolving { batch: Batch { cursors }, next };
    }

    /// 8-4-1-1, 8-4-1-2: the `trigger` abilities of `seat`'s card, unless negated (8-2-1-1) or
    /// already triggered this turn (10-1-1-2, 10-1-2-2, 10-1-3-2).
    pub(crate) fn trigger_cursor(&mut self, seat: Seat, trigger: Trigger, ev: &mut Vec<Event>) -> Option<Cursor> {
        let card = self.face_up(seat)?;
        let printed = self.def(card).abilities.iter().any(|a| matches!(a, Ability::Auto { trigger: t, .. } if *t == trigger));
        if printed && self.printed_negated(seat) {
            ev.push(Event::AbilityNegated { seat, card: self.cref(card), trigger });
        }
        let effects: Vec<(Option<CardId>, Effect)> = self
            .abilities_of(seat)
            .iter()
            .filter_map(|a| match a {
                Ability::Auto { trigger: t, effect } if *t == trigger => Some((Some(card), effect.clone())),
                _ => None,
            })
            .collect();
        if effects.is_empty() || self.ts.fired[seat].contains(&trigger) {
            return None;
        }
        self.ts.fired[seat].push(trigger);
        if self.active_modifiers(seat.other()).contains(&Modifier::NegateOpponent(trigger)) {
            ev.push(Event::AbilityNegated { seat, card: self.cref(card), trigger });
            return None;
        }
        ev.push(Event::AbilityTriggered { seat, card: self.cref(card), trigger });
        Some(Cursor::new(seat, effects))
    }

    /// Resolves as far as possible.
    pub(crate) fn pump(&mut self, batch: &mut Batch, ev: &mut Vec<Event>) -> Pump {
        loop {
            if self.result.is_some() {
                return Pump::Interrupted;
            }
            for cur in &mut batch.cursors {
                self.prepare(cur, ev);
            }
            if batch.cursors.iter().any(|c| matches!(c.state, CurState::Awaiting { .. })) {
                return Pump::Blocked;
            }
            if batch.cursors.iter().all(|c| c.state == CurState::Done) {
                return Pump::Done;
            }
            for cur in &mut batch.cursors {
                match std::mem::replace(&mut cur.state, CurState::Idle) {
                    CurState::Ready { src, step, choice, hidden, .. } => {
                        let looked = matches!(step, Step::Atom(Atom::LookTop { .. }));
                        // Ordering the rest is part of the look: 「なら、」 still asks whether the look resolved.
                        let ordering = matches!(step, Step::OrderBottom(_));
                        let ok = self.exec(cur.seat, src, step, choice, &hidden, ev);
                        if !ordering {
                            cur.last_ok = ok;
                        }
                        if looked {
                            let seat = cur.seat;
                            let rest: Vec<CardId> = hidden.iter().copied().filter(|c| self.zones[seat].deck.contains(c)).collect();
                            if rest.len() >= 2 {
                                self.plan(cur, src, Step::OrderBottom(rest), ev);
                            } else {
                                self.put_at_bottom(seat, &rest, ev);
                            }
                        }
                    }
                    // Any other cursor is done: prepare leaves none idle, and none awaits here.
                    other => cur.state = other,
                }
            }
            // 9-1-2: rule processing at once.
            if self.rule_processing(ev) {
                return Pump::Interrupted;
            }
        }
    }

    /// Walks a cursor to its next step (or to its end).
    fn prepare(&mut self, cur: &mut Cursor, ev: &mut Vec<Event>) {
        while cur.state == CurState::Idle {
            let Some(task) = cur.tasks.pop() else {
                cur.state = CurState::Done;
                return;
            };
            let src = task.src;
            let run = |e: Effect| Task { kind: TaskKind::Run(e), src };
            match task.kind {
                TaskKind::IfOk(e) => {
                    if cur.last_ok {
                        cur.tasks.push(run(e));
                    }
                }
                TaskKind::Run(Effect::Do(a)) => self.plan(cur, src, Step::Atom(a), ev),
                TaskKind::Run(Effect::Seq(v)) => {
                    cur.tasks.extend(v.into_iter().rev().map(run));
                }
                TaskKind::Run(Effect::AndThen(a, b)) => {
                    // 4-7-2: the second sentence runs regardless.
                    cur.tasks.push(run(*b));
                    cur.tasks.push(run(*a));
                }
                TaskKind::Run(Effect::If { cond, then }) => {
                    // 8-3-1-1
                    if self.eval(cur.seat, &cond) {
                        cur.last_ok = true;
                        cur.tasks.push(run(*then));
                    } else {
                        cur.last_ok = false;
                    }
                }
                TaskKind::Run(Effect::IfDone(a, b)) => {
                    cur.tasks.push(Task { kind: TaskKind::IfOk(*b), src });
                    cur.tasks.push(run(*a));
                }
                TaskKind::Run(Effect::Optional { cost, then }) => {
                    cur.tasks.push(Task { kind: TaskKind::IfOk(*then), src });
                    self.plan(cur, src, Step::Pay(cost), ev);
                }
            }
        }
    }

    /// Decides whether a step needs a choice (8-4-1-5-1) and offers the options.
    fn plan(&mut self, cur: &mut Cursor, src: Option<CardId>, step: Step, ev: &mut Vec<Event>) {
        let seat = cur.seat;
        let z = &self.zones[seat];
        let mut hand = z.hand.clone();
        hand.sort();
        let mut hidden = Vec::new();
        let asked: Option<(Prompt, Vec<Choice>)> = match &step {
            Step::Pay(cost) => {
                // 8-3-2-1: only if all of it can be paid.
                let payable = match cost {
                    Cost::DiscardHand(n) => hand.len() >= *n as usize,
                    Cost::BarrierToTrash(n) => z.barrier.len() >= *n as usize,
                    Cost::MillDeck(n) => z.deck.len() >= *n as usize,
                };
                if !payable {
                    cur.last_ok = false;
                    return;
                }
                let mut opts = vec![Choice::Decline];
                match cost {
                    Cost::DiscardHand(n) => opts.extend(combos(&hand, *n as usize).into_iter().map(Choice::Pay)),
                    _ => opts.push(Choice::Pay(Vec::new())),
                }
                Some((Prompt::PayCost(*cost), opts))
            }
            Step::Atom(Atom::DrawUpTo { n }) if *n > 0 => Some((Prompt::DrawUpTo(*n), (0..=*n).map(Choice::Count).collect())),
            Step::Atom(Atom::Discard { n }) => {
                let k = (*n as usize).min(hand.len());
                if k == 0 {
                    None
                } else {
                    Some((Prompt::Discard(*n), combos(&hand, k).into_iter().map(Choice::Cards).collect()))
                }
            }
            Step::Atom(Atom::DiscardRandom) => {
                // 4-4-3: the opponent's hand, face down, in an order nobody knows.
                let mut h = self.zones[seat.other()].hand.clone();
                if h.is_empty() {
                    None
                } else {
                    self.rng.shuffle(&mut h);
                    let n = h.len() as u8;
                    hidden = h;
                    Some((Prompt::RandomDiscard { hand_size: n }, (0..n).map(Choice::Slot).collect()))
                }
            }
            Step::Atom(Atom::Search(f)) => {
                // 8-4-1-5-5: look at the deck's faces; 8-4-1-5-3: may take none.
                let mut found: Vec<CardId> = z.deck.iter().copied().filter(|c| self.matches(*c, f)).collect();
                found.sort();
                let mut opts = vec![Choice::Take(None)];
                opts.extend(found.into_iter().map(|c| Choice::Take(Some(c))));
                Some((Prompt::Search(f.clone()), opts))
            }
            Step::Atom(Atom::LookTop { n }) => {
                let top: Vec<CardId> = z.deck.iter().rev().take(*n as usize).copied().collect();
                if top.is_empty() {
                    None
                } else {
                    ev.push(Event::Looked { seat, cards: top.iter().map(|c| Hidden::Known(self.cref(*c))).collect() });
                    let mut opts = vec![Choice::Take(None)];
                    opts.extend(top.iter().map(|c| Choice::Take(Some(*c))));
                    hidden = top.clone();
                    Some((Prompt::LookTop(top.iter().map(|c| self.cref(*c)).collect()), opts))
                }
            }
            Step::OrderBottom(rest) => {
                hidden = rest.clone();
                Some((Prompt::BottomOrder(rest.iter().map(|c| self.cref(*c)).collect()), permutations(rest).into_iter().map(Choice::Order).collect()))
            }
            _ => None,
        };
        cur.state = match asked {
            Some((prompt, options)) => CurState::Awaiting { src, step, prompt, options, hidden },
            None => CurState::Ready { src, step, choice: None, hidden, asked: None },
        };
    }

    /// Carries out one step; true if it was fully resolved (for 「なら、」).
    fn exec(&mut self, seat: Seat, src: Option<CardId>, step: Step, choice: Option<Choice>, hidden: &[CardId], ev: &mut Vec<Event>) -> bool {
        let opp = seat.other();
        match step {
            Step::OrderBottom(rest) => {
                // Any answer that is not exactly an order of these cards keeps the looked order.
                let order = match choice {
                    Some(Choice::Order(v)) if v.len() == rest.len() && rest.iter().all(|c| v.contains(c)) => v,
                    _ => rest,
                };
                self.put_at_bottom(seat, &order, ev);
                true
            }
            Step::Pay(cost) => {
                let Some(Choice::Pay(cards)) = choice else {
                    ev.push(Event::CostDeclined { seat });
                    return false;
                };
                // 8-3-2-2: all of it.
                match cost {
                    Cost::DiscardHand(_) => cards.iter().all(|c| self.discard(seat, *c, ev)),
                    Cost::BarrierToTrash(n) => (0..n).all(|_| self.barrier_to_trash(seat, ev)),
                    Cost::MillDeck(n) => (0..n).all(|_| self.mill(seat, ev)),
                }
            }
            Step::Atom(a) => match a {
                Atom::Draw { who, n } => self.draw(who.seat(seat), n, true, ev) == n,
                Atom::DrawUpTo { n } => {
                    let k = match choice {
                        Some(Choice::Count(k)) => k.min(n),
                        _ => 0,
                    };
                    self.draw(seat, k, true, ev) == k
                }
                Atom::Discard { n } => match choice {
                    Some(Choice::Cards(cards)) => {
                        let all = cards.iter().all(|c| self.discard(seat, *c, ev));
                        all && cards.len() == n as usize
                    }
                    _ => false,
                },
                Atom::DiscardRandom => match choice {
                    Some(Choice::Slot(i)) => hidden.get(i as usize).is_some_and(|c| self.discard(opp, *c, ev)),
                    _ => false,
                },
                Atom::Luck { who, kind, delta } => {
                    let target = who.seat(seat);
                    let Some(card) = self.face_up(target) else { return false };
                    self.ts.luck_mods.push((card, kind, i16::from(delta)));
                    ev.push(Event::LuckChanged { seat: target, card: self.cref(card), delta });
                    true
                }
                Atom::SetHand { who, hand } => {
                    let target = who.seat(seat);
                    // 1-3-2-1: already so, nothing is done.
                    if self.effective_hand(target) == Some(hand) {
                        return false;
                    }
                    self.ts.hand_override[target] = Some(hand);
                    ev.push(Event::HandSet { seat: target, hand });
                    true
                }
                Atom::WinThisBattle => {
                    self.ts.win_flag[seat] = true;
                    ev.push(Event::WinDeclared { seat });
                    true
                }
                Atom::BattleResult(m) => {
                    self.ts.result_mods.push((seat, m));
                    true
                }
                Atom::DeckToBarrier { n } => (0..n).all(|_| self.deck_to_barrier(seat, ev)),
                Atom::BarrierToHand { who, n } => (0..n).all(|_| self.barrier_to_hand(who.seat(seat), ev)),
                Atom::BarrierToTrash { who, n } => (0..n).all(|_| self.barrier_to_trash(who.seat(seat), ev)),
                Atom::Mill { who, n } => (0..n).all(|_| self.mill(who.seat(seat), ev)),
                Atom::Search(_) => {
                    let took = match choice {
                        Some(Choice::Take(Some(c))) if self.zones[seat].deck.contains(&c) => {
                            // 11-1-1: a card found by a condition is revealed.
                            ev.push(Event::Revealed { seat, card: self.cref(c) });
                            self.take_from_deck(seat, c, ev);
                            self.zones[seat].hand.push(c);
                            ev.push(Event::TookFromDeck { seat, card: Hidden::Known(self.cref(c)) });
                            true
                        }
                        _ => false,
                    };
                    self.settle_deck(seat, ev);
                    let mut deck = std::mem::take(&mut self.zones[seat].deck);
                    self.rng.shuffle(&mut deck);
                    self.zones[seat].deck = deck;
                    ev.push(Event::Shuffled { seat });
                    took
                }
                Atom::LookTop { .. } => {
                    let mut took = false;
                    if let Some(Choice::Take(Some(c))) = choice {
                        if hidden.contains(&c) && self.take_from_deck(seat, c, ev) {
                            self.zones[seat].hand.push(c);
                            ev.push(Event::TookFromDeck { seat, card: Hidden::Known(self.cref(c)) });
                            took = true;
                        }
                    }
                    // The rest stay on top until their owner orders them for the bottom
                    // (`Step::OrderBottom`, planned by `pump`).
                    self.settle_deck(seat, ev);
                    took
                }
                Atom::Peek { n } => {
                    // 11-2-1, 11-2-2, 11-2-3: seen by this seat only; the cards do not move.
                    let top: Vec<CardId> = self.zones[seat].deck.iter().rev().take(n as usize).copied().collect();
                    ev.push(Event::Looked { seat, cards: top.iter().map(|c| Hidden::Known(self.cref(*c))).collect() });
                    !top.is_empty()
                }
                Atom::RevealTop => match self.zones[seat].deck.last().copied() {
                    Some(c) => {
                        self.ts.revealed.push(c);
                        ev.push(Event::Revealed { seat, card: self.cref(c) });
                        true
                    }
                    None => false,
                },
                Atom::ReturnSelfToHand => {
                    let here = self.zones[seat].battle.map(|s| s.card);
                    if src.is_none() || here != src {
                        return false;
                    }
                    let Some(c) = self.leave_battle(seat) else { return false };
                    self.zones[seat].hand.push(c);
                    ev.push(Event::ToHand { seat, card: self.cref(c) });
                    true
                }
                Atom::WinGame => {
                    // 1-2-6: at once.
                    self.end(seat, EndReason::CardEffect, ev);
                    true
                }
                Atom::Gain { who, ability } => {
                    let target = who.seat(seat);
                    let Some(card) = self.face_up(target) else { return false };
                    self.ts.granted.push((card, *ability));
                    true
                }
                Atom::AtEndOfTurn(e) => {
                    self.ts.end_of_turn.push((seat, src, *e));
                    true
                }
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn combos_are_subsets_in_order_and_bounded() {
        let ids: Vec<CardId> = (0..4).map(CardId).collect();
        assert_eq!(combos(&ids, 2).len(), 6);
        assert_eq!(combos(&ids, 2)[0], vec![CardId(0), CardId(1)]);
        assert_eq!(combos(&ids, 2)[5], vec![CardId(2), CardId(3)]);
        assert_eq!(combos(&ids, 4), vec![ids.clone()]);
        assert_eq!(combos(&ids, 1).len(), 4);
        assert_eq!(combos(&ids, 0), vec![Vec::<CardId>::new()]);
        assert!(combos(&ids, 5).is_empty());
        let many: Vec<CardId> = (0..40).map(CardId).collect();
        assert_eq!(combos(&many, 20).len(), MAX_OPTIONS);
    }
}
