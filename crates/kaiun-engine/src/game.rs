//! The checked game: state, the public API, and the turn machine (in the submodules).

mod battle;
mod flow;
mod resolver;
mod zones;

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use game_core::{ByPlayer, Rng, Seat};

use crate::ability::{Ability, Effect, LuckKind, Modifier, ResultMod, Trigger};
use crate::action::{Action, ActionError, Choice};
use crate::card::{CardDef, CardId, CardNo, CardRef, Hand};
use crate::decision::{Decision, DecisionKind};
use crate::event::{BattleOutcome, EndReason, Event, Phase};
use crate::setup::{GameSetup, SetupError, BARRIER_SIZE, DECK_SIZE, MAX_COPIES};

pub(crate) use resolver::Batch;

/// The end of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct GameResult {
    pub winner: Seat,
    pub reason: EndReason,
}

/// The card in a battle area (3-5): face down after the set phase, face up after the open phase.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Slot {
    pub card: CardId,
    pub face_up: bool,
}

/// One player's zones (3-1-1). Piles keep their top at the end of the `Vec`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) struct Zones {
    /// デッキ (3-2): top = last.
    pub deck: Vec<CardId>,
    /// 手札 (3-3)
    pub hand: Vec<CardId>,
    /// トラッシュ (3-4): top = last.
    pub trash: Vec<CardId>,
    /// バリア (3-7): index 0 = bottom (left), last = top (right).
    pub barrier: Vec<CardId>,
    /// コストエリア (3-6)
    pub cost: Vec<CardId>,
    /// バトルエリア (3-5): at most one card (3-5-3).
    pub battle: Option<Slot>,
}

/// What lasts for one turn and is reset in the cost phase (6-6-4).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) struct TurnState {
    /// 運値 changes by effects, on the card in the battle area.
    pub luck_mods: Vec<(CardId, LuckKind, i16)>,
    pub hand_override: ByPlayer<Option<Hand>>,
    /// 「このバトルに勝つ」 (10-2-3)
    pub win_flag: ByPlayer<bool>,
    /// Keyword abilities already triggered this turn (10-1-1-2, 10-1-2-2, 10-1-3-2).
    pub fired: ByPlayer<Vec<Trigger>>,
    pub outcome: Option<BattleOutcome>,
    /// 「このバトルの結果で」 effects waiting for 7-1-5.
    pub result_mods: Vec<(Seat, ResultMod)>,
    /// 「このターンの終了時」 effects (6-6-5).
    pub end_of_turn: Vec<(Seat, Option<CardId>, Effect)>,
    /// Abilities gained by a card in the battle area for this turn (8-2-1-5).
    pub granted: Vec<(CardId, Ability)>,
    /// Cards revealed by the effect being resolved (hidden again when it ends, 11-1-2).
    pub revealed: Vec<CardId>,
}

/// The explicit turn machine (6-1-1).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Flow {
    Draw,
    Set { done: ByPlayer<bool> },
    Open,
    Resolving { batch: Batch, next: Next },
    Battle,
    LoseTriggers,
    Result,
    Cost,
    /// 6-6-3 and after, once optional replacements are answered.
    Cleanup,
    EndTurn,
    TieBreak,
    Over,
}

/// Why a seat is asked about an optional replacement.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum AskReplace {
    /// 6-3-2: the seat is setting this card over its face-up card.
    Set(CardId),
    /// 6-6-3: the card lost or drew the battle.
    Cleanup,
}

/// Where the turn goes after a batch of effects.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Next {
    Battle,
    LoseTriggers,
    Result,
    EndTurn,
}

/// A game of Kaiun Colosseum, always in a legal state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    pub(crate) catalog: Arc<Vec<CardDef>>,
    /// Per card instance: its design (index into `catalog`) and owner.
    pub(crate) cards: Vec<(usize, Seat)>,
    pub(crate) zones: ByPlayer<Zones>,
    pub(crate) rng: Rng,
    pub(crate) turn: u32,
    pub(crate) phase: Phase,
    pub(crate) flow: Flow,
    pub(crate) ts: TurnState,
    pub(crate) lose: ByPlayer<Option<EndReason>>,
    pub(crate) picks: ByPlayer<Option<Hand>>,
    /// A battle-area card waiting for its owner to apply an optional replacement or not.
    pub(crate) ask_replace: ByPlayer<Option<AskReplace>>,
    pub(crate) result: Option<GameResult>,
    pub(crate) log: Vec<Event>,
}

/// Builds a checked catalog (card numbers unique).
pub(crate) fn checked_catalog(cards: Vec<CardDef>) -> Result<Vec<CardDef>, SetupError> {
    let cards = if cards.is_empty() { crate::pool::builtin_cards() } else { cards };
    let mut nos: Vec<CardNo> = cards.iter().map(|c| c.no).collect();
    nos.sort();
    for w in nos.windows(2) {
        if w[0] == w[1] {
            return Err(SetupError::DuplicateCardNo(w[0]));
        }
    }
    Ok(cards)
}

impl Game {
    /// ゲーム前の手順 (5-2): checks both decks (5-2-1-1), shuffles them (5-2-1-2), puts the top
    /// five cards of each into its barrier (5-2-1-3) and starts the first turn (5-2-1-4).
    pub fn new(setup: GameSetup) -> Result<Game, SetupError> {
        let catalog = checked_catalog(setup.cards)?;
        for seat in Seat::BOTH {
            let deck = setup.decks.get(seat);
            if deck.len() != DECK_SIZE {
                return Err(SetupError::DeckSize { seat, size: deck.len() });
            }
            let mut counted: Vec<(CardNo, usize)> = Vec::new();
            for no in deck {
                match counted.iter_mut().find(|(n, _)| n == no) {
                    Some((_, c)) => *c += 1,
                    None => counted.push((*no, 1)),
                }
            }
            for (no, count) in counted {
                let Some(def) = catalog.iter().find(|c| c.no == no) else {
                    return Err(SetupError::UnknownCard { seat, no });
                };
                // 5-1-2-2: a deck-building permanent replaces the limit of 5-1-2-1.
                let limit = def
                    .abilities
                    .iter()
                    .find_map(|a| match a {
                        Ability::Permanent { modifier: Modifier::DeckLimit(n), .. } => Some(*n as usize),
                        _ => None,
                    })
                    .unwrap_or(MAX_COPIES);
                if count > limit {
                    return Err(SetupError::TooManyCopies { seat, no, count, limit });
                }
            }
        }
        let mut game = Game::empty(catalog, setup.seed);
        game.log.push(Event::GameStarted);
        for seat in Seat::BOTH {
            for no in setup.decks.get(seat).clone() {
                let id = game.add_card(no, seat).unwrap_or(CardId(0));
                game.zones[seat].deck.push(id);
            }
        }
        for seat in Seat::BOTH {
            let mut deck = std::mem::take(&mut game.zones[seat].deck);
            game.rng.shuffle(&mut deck);
            game.zones[seat].deck = deck;
            game.log.push(Event::Shuffled { seat });
            // 5-2-1-3: the deck's top card becomes the bottom (left) of the barrier.
            for _ in 0..BARRIER_SIZE {
                if let Some(c) = game.zones[seat].deck.pop() {
                    game.zones[seat].barrier.push(c);
                }
            }
            game.log.push(Event::BarrierPlaced { seat, count: BARRIER_SIZE as u8 });
        }
        let mut ev = Vec::new();
        game.advance(&mut ev);
        game.log.extend(ev);
        Ok(game)
    }

    pub(crate) fn empty(catalog: Vec<CardDef>, seed: u64) -> Game {
        Game {
            catalog: Arc::new(catalog),
            cards: Vec::new(),
            zones: ByPlayer::default(),
            rng: Rng::new(seed),
            turn: 0,
            phase: Phase::Draw,
            flow: Flow::Draw,
            ts: TurnState::default(),
            lose: ByPlayer::default(),
            picks: ByPlayer::default(),
            ask_replace: ByPlayer::default(),
            result: None,
            log: Vec::new(),
        }
    }

    pub(crate) fn add_card(&mut self, no: CardNo, owner: Seat) -> Option<CardId> {
        let def = self.catalog.iter().position(|c| c.no == no)?;
        self.cards.push((def, owner));
        Some(CardId((self.cards.len() - 1) as u16))
    }

    /// The design of a card instance.
    pub(crate) fn def(&self, id: CardId) -> &CardDef {
        &self.catalog[self.cards.get(id.0 as usize).map_or(0, |c| c.0)]
    }

    pub(crate) fn cref(&self, id: CardId) -> CardRef {
        CardRef { id, no: self.def(id).no }
    }

    /// The printed information of a card number.
    #[must_use]
    pub fn card_def(&self, no: CardNo) -> Option<&CardDef> {
        self.catalog.iter().find(|c| c.no == no)
    }

    /// The whole catalog of this game.
    #[must_use]
    pub fn catalog(&self) -> &[CardDef] {
        &self.catalog
    }

    #[must_use]
    pub fn turn(&self) -> u32 {
        self.turn
    }

    #[must_use]
    pub fn phase(&self) -> Phase {
        self.phase
    }

    #[must_use]
    pub fn result(&self) -> Option<GameResult> {
        self.result
    }

    /// The full, unredacted log (use [`Game::view`] for a player's copy).
    #[must_use]
    pub fn log(&self) -> &[Event] {
        &self.log
    }

    /// The seats that must act now: both in the set phase (6-3-1) or for simultaneous effect
    /// choices (1-3-4, 10-1-1-3), one seat otherwise, none when the game is over.
    #[must_use]
    pub fn decision_seats(&self) -> Vec<Seat> {
        if self.result.is_some() {
            return Vec::new();
        }
        Seat::BOTH.into_iter().filter(|s| self.decision(*s).is_some()).collect()
    }

    /// The decision pending for `seat`, if any.
    #[must_use]
    pub fn decision(&self, seat: Seat) -> Option<Decision> {
        if self.result.is_some() {
            return None;
        }
        if self.ask_replace[seat].is_some() {
            let card = self.zones[seat].battle.map(|s| self.cref(s.card))?;
            return Some(Decision { seat, kind: DecisionKind::Replace { card } });
        }
        match &self.flow {
            Flow::Set { done } => {
                if done[seat] {
                    return None;
                }
                let z = &self.zones[seat];
                let must = !z.battle.is_some_and(|s| s.face_up);
                let hand = z.hand.iter().map(|c| self.cref(*c)).collect();
                Some(Decision { seat, kind: DecisionKind::Set { must, hand } })
            }
            Flow::Resolving { batch, .. } => batch.awaiting(seat).map(|(src, prompt, options)| Decision {
                seat,
                kind: DecisionKind::Choose { source: src.map(|c| self.cref(c)), prompt: prompt.clone(), options: options.to_vec() },
            }),
            Flow::TieBreak if self.picks[seat].is_none() => Some(Decision { seat, kind: DecisionKind::TieBreakJanken }),
            _ => None,
        }
    }

    /// Every action `seat` may take now; [`Game::apply`] accepts exactly these.
    #[must_use]
    pub fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        if self.result.is_some() {
            return Vec::new();
        }
        let mut out = Vec::new();
        if let Some(d) = self.decision(seat) {
            match d.kind {
                DecisionKind::Set { must, hand } => {
                    out.extend(hand.iter().map(|c| Action::Set { card: c.id }));
                    if !must {
                        out.push(Action::Keep);
                    }
                }
                DecisionKind::Choose { options, .. } => out.extend(options.into_iter().map(Action::Choose)),
                DecisionKind::TieBreakJanken => out.extend(Hand::ALL.into_iter().map(Action::Janken)),
                DecisionKind::Replace { .. } => {
                    out.push(Action::Choose(Choice::Replace(true)));
                    out.push(Action::Choose(Choice::Replace(false)));
                }
            }
        }
        out.push(Action::Concede);
        out
    }

    /// Plays `action` for `seat`. Refused actions leave the game unchanged.
    pub fn apply(&mut self, seat: Seat, action: Action) -> Result<Vec<Event>, ActionError> {
        if self.result.is_some() {
            return Err(ActionError::GameOver);
        }
        if !self.legal_actions(seat).contains(&action) {
            return Err(ActionError::Illegal { seat, action });
        }
        let mut ev = Vec::new();
        match action {
            Action::Concede => {
                // 1-2-4, 1-2-5: immediate, nothing replaces it.
                ev.push(Event::Conceded { seat });
                self.end(seat.other(), EndReason::Conceded, &mut ev);
            }
            Action::Set { card } => {
                self.set_card(seat, Some(card), &mut ev);
            }
            Action::Keep => {
                self.set_card(seat, None, &mut ev);
            }
            Action::Choose(Choice::Replace(apply)) if self.ask_replace[seat].is_some() => {
                let ask = self.ask_replace[seat].take();
                self.battle_to_trash(seat, Some(apply), &mut ev);
                if let Some(AskReplace::Set(card)) = ask {
                    self.place_face_down(seat, card, &mut ev);
                }
            }
            Action::Choose(choice) => {
                if let Flow::Resolving { batch, .. } = &mut self.flow {
                    batch.answer(seat, choice);
                }
            }
            Action::Janken(h) => {
                self.picks[seat] = Some(h);
                self.tie_break(&mut ev);
            }
        }
        self.advance(&mut ev);
        self.log.extend(ev.iter().cloned());
        Ok(ev)
    }

    pub(crate) fn end(&mut self, winner: Seat, reason: EndReason, ev: &mut Vec<Event>) {
        if self.result.is_none() {
            self.result = Some(GameResult { winner, reason });
            self.phase = Phase::GameOver;
            self.flow = Flow::Over;
            ev.push(Event::GameOver { winner, reason });
        }
    }

    /// 1-2-3: both lost at once; the players' janken decides.
    fn tie_break(&mut self, ev: &mut Vec<Event>) {
        if let (Some(a), Some(b)) = (self.picks.a, self.picks.b) {
            ev.push(Event::TieBreak { picks: ByPlayer::new(a, b) });
            self.picks = ByPlayer::default();
            match a.against(b) {
                crate::card::JankenOutcome::Win => self.end(Seat::A, self.lose.b.unwrap_or(EndReason::CardEffect), ev),
                crate::card::JankenOutcome::Lose => self.end(Seat::B, self.lose.a.unwrap_or(EndReason::CardEffect), ev),
                crate::card::JankenOutcome::Tie => {}
            }
        }
    }

    /// A choice answered for a seat in the set phase (6-3-1, 6-3-2).
    fn set_card(&mut self, seat: Seat, card: Option<CardId>, ev: &mut Vec<Event>) {
        if let Some(card) = card {
            if self.zones[seat].battle.is_some() {
                if self.optional_self_replacement(seat) {
                    // 8-1-2-3-1: the owner decides first.
                    self.ask_replace[seat] = Some(AskReplace::Set(card));
                    return;
                }
                self.battle_to_trash(seat, None, ev);
            }
            self.place_face_down(seat, card, ev);
        } else {
            ev.push(Event::Kept { seat });
            if let Flow::Set { done } = &mut self.flow {
                done[seat] = true;
            }
        }
    }

    /// 6-3-1, 6-3-2: a hand card into the battle area, face down; the seat's set is done.
    fn place_face_down(&mut self, seat: Seat, card: CardId, ev: &mut Vec<Event>) {
        self.zones[seat].hand.retain(|c| *c != card);
        self.zones[seat].battle = Some(Slot { card, face_up: false });
        ev.push(Event::SetFaceDown { seat, card: game_core::Hidden::Known(self.cref(card)) });
        if let Flow::Set { done } = &mut self.flow {
            done[seat] = true;
        }
    }

    /// Where a card is now, for invariant checks.
    #[must_use]
    pub fn card_count(&self) -> usize {
        self.cards.len()
    }

    /// Every card instance's zone; each card must appear exactly once.
    pub(crate) fn all_placed(&self) -> Vec<CardId> {
        let mut v = Vec::new();
        for (_, z) in self.zones.iter() {
            v.extend(&z.deck);
            v.extend(&z.hand);
            v.extend(&z.trash);
            v.extend(&z.barrier);
            v.extend(&z.cost);
            v.extend(z.battle.map(|s| s.card));
        }
        v
    }

    /// Checks that each card is in exactly one place and in its owner's zones.
    pub fn check_invariants(&self) -> Result<(), String> {
        let mut seen = vec![0u8; self.cards.len()];
        for (seat, z) in self.zones.iter() {
            let mut all: Vec<CardId> = Vec::new();
            all.extend(&z.deck);
            all.extend(&z.hand);
            all.extend(&z.trash);
            all.extend(&z.barrier);
            all.extend(&z.cost);
            all.extend(z.battle.map(|s| s.card));
            for c in all {
                let Some(slot) = seen.get_mut(c.0 as usize) else { return Err(format!("unknown card {c:?}")) };
                *slot += 1;
                if self.cards[c.0 as usize].1 != seat {
                    return Err(format!("{c:?} is in the zones of a seat that does not own it"));
                }
            }
        }
        if let Some(i) = seen.iter().position(|n| *n != 1) {
            return Err(format!("card {i} is in {} places", seen[i]));
        }
        if self.result.is_none() && self.all_placed().len() != self.cards.len() {
            return Err("card count changed".into());
        }
        Ok(())
    }
}

/// For `legal_actions`-driven callers: a choice's action.
impl From<Choice> for Action {
    fn from(c: Choice) -> Self {
        Action::Choose(c)
    }
}
