//! A game being played at this device: the setup, every action taken, and the game they make.
//!
//! The save format (version 2) is `{format, version, mode, decks, seed, options, cards, actions}`:
//! the built-in pool is referred to by card number, and the other cards the decks use travel as
//! printed (`cards`: names and texts, [`PrintedCard`]), read again on load (the worker reads
//! them the first time this browser meets them: [`cards_of_save`], [`crate::readings`]). Loading replays the
//! actions on a new game from the setup, so a save is small, exact and checked — an action that
//! no longer applies is reported with its position, never skipped. Undo is the same replay
//! without the last action. Version 1 saves (which embedded the compiled card definitions) are
//! still read: only their card numbers are used, the cards come from this build's pool and the
//! imported cards of this browser. This module is plain Rust (no browser), tested natively.

use std::collections::BTreeMap;
use std::fmt;

use opcg_cards::{PrintedCard, StatError};
use opcg_engine::{
    Action, ActionError, ByPlayer, CardDb, CardDef, CardId, CardView, DeckList, DecisionKind, DonSource, Event, Game, GameResult, GameSetup, Hidden,
    JudgeAction, JudgeError, PlayerView, Seat, SetupError, SetupOptions, Zone,
};
use serde::{Deserialize, Serialize};

use crate::prefs::PlayMode;
pub use crate::replay::{Timeline, KEYFRAME_EVERY};

/// The `format` field of a save file.
pub const SAVE_FORMAT: &str = "opcg-table-save";
/// The save format version this build writes.
pub const SAVE_VERSION: u32 = 2;
/// The oldest save format version this build still reads.
pub const OLDEST_VERSION: u32 = 1;

/// One step as it was taken: a play of the game, or a judge's correction.
///
/// Saves written before judge actions existed read unchanged (they only have `action`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Taken {
    pub seat: Seat,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub action: Option<Action>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub judge: Option<JudgeAction>,
}

/// What a game starts from, as it is saved: the decks, the seed, the options, and the printed
/// cards the decks use that are not in the built-in pool.
#[derive(Clone, Debug, PartialEq)]
pub struct Setup {
    pub decks: ByPlayer<DeckList>,
    pub seed: u64,
    pub options: SetupOptions,
    /// The decks' cards that are not built in, as printed (their readings come from
    /// [`crate::readings`], which must have read them before the game starts).
    pub cards: Vec<PrintedCard>,
}

impl Setup {
    /// A setup of two decks; the cards not in the built-in pool are looked up with `printed`
    /// (a number it does not know is left out, and the game refuses it as an unknown card).
    pub fn new(decks: ByPlayer<DeckList>, seed: u64, options: SetupOptions, printed: impl Fn(&str) -> Option<PrintedCard>) -> Setup {
        let builtin = crate::decks::builtin_db();
        let mut numbers: Vec<&String> = Seat::BOTH
            .iter()
            .flat_map(|&s| std::iter::once(&decks[s].leader).chain(decks[s].main.iter()))
            .filter(|n| builtin.by_number(n).is_none())
            .collect();
        numbers.sort();
        numbers.dedup();
        let cards = numbers.into_iter().filter_map(|n| printed(n)).collect();
        Setup { decks, seed, options, cards }
    }

    /// The engine's setup: the built-in pool and this setup's own cards as read (a card not read
    /// yet is left out, and the game refuses it as an unknown card).
    #[must_use]
    pub fn game_setup(&self) -> GameSetup {
        let mut db = crate::decks::builtin_db();
        for card in &self.cards {
            if db.by_number(&card.number).is_none() {
                if let Some(def) = crate::readings::reading(card) {
                    db.insert(def);
                }
            }
        }
        GameSetup { cards: db, decks: self.decks.clone(), seed: self.seed, options: self.options.clone() }
    }
}

/// A game in progress with its history.
#[derive(Clone, Debug)]
pub struct Session {
    pub mode: PlayMode,
    setup: Setup,
    /// The game before its first step (`setup` compiled and dealt), kept for undo's and a
    /// replay's replays: a copy shares its card definitions, so copying a session is cheap.
    start: Game,
    actions: Vec<Taken>,
    game: Game,
    /// What each card of the decks means to this build (card number → digest, in hex): written
    /// into the save, so a later build can tell which cards it reads differently.
    meanings: BTreeMap<String, String>,
    /// The cards this build reads differently from the build that saved the game (card numbers,
    /// from the save's meanings): the game replays with this build's reading, and the table says
    /// so.
    pub reread: Vec<String>,
}

/// Two sessions are the same game when they have the same history (the game follows from it).
impl PartialEq for Session {
    fn eq(&self, other: &Self) -> bool {
        self.mode == other.mode && self.actions == other.actions && self.setup == other.setup
    }
}

#[derive(Serialize)]
struct SaveOut<'a> {
    format: &'a str,
    version: u32,
    mode: PlayMode,
    decks: &'a ByPlayer<DeckList>,
    seed: u64,
    options: &'a SetupOptions,
    cards: &'a [PrintedCard],
    /// Card number → what it meant when saved (see [`Session::reread`]).
    meanings: &'a BTreeMap<String, String>,
    actions: &'a [Taken],
}

/// The first look at a file: whose and which version (everything else is skipped).
#[derive(Deserialize)]
struct Head {
    format: Option<String>,
    version: Option<u32>,
}

#[derive(Deserialize)]
struct SaveV2 {
    mode: PlayMode,
    decks: ByPlayer<DeckList>,
    seed: u64,
    options: SetupOptions,
    #[serde(default)]
    cards: Vec<PrintedCard>,
    /// Absent from saves written before it was recorded.
    #[serde(default)]
    meanings: BTreeMap<String, String>,
    actions: Vec<Taken>,
}

/// A version 1 save: the engine's whole `GameSetup`, of which only the card numbers are read.
#[derive(Deserialize)]
struct SaveV1 {
    mode: PlayMode,
    setup: SetupV1,
    actions: Vec<Taken>,
}

/// A version 1 setup: the embedded card definitions are skipped, not read.
#[derive(Deserialize)]
struct SetupV1 {
    decks: ByPlayer<DeckList>,
    seed: u64,
    options: SetupOptions,
}

/// Why a save could not be loaded. The save itself is left untouched by the caller.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadError {
    /// Not JSON, or not the shape of a save.
    Corrupt(String),
    /// Another program's file.
    NotASave,
    /// Written by a newer (or unknown) version of the format.
    Version(u32),
    /// A version 1 save whose decks use cards neither built in nor imported in this browser.
    MissingCards(Vec<String>),
    /// A card the save carries has a number outside its printed range
    /// ([`PrintedCard::check_stats`]).
    CardStats(StatError),
    /// The decks of the save are not legal.
    Setup(Vec<SetupError>),
    /// Action number `index` (0-based) does not apply to the game the earlier ones made.
    Replay { index: usize, error: ActionError },
    /// Judge action number `index` (0-based) does not apply.
    ReplayJudge { index: usize, error: JudgeError },
    /// Step number `index` is neither a play nor a judge action.
    EmptyStep { index: usize },
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::Corrupt(why) => write!(f, "the file is damaged: {why}"),
            LoadError::NotASave => write!(f, "this is not a saved game of this table"),
            LoadError::Version(v) => {
                write!(f, "the save has format version {v}; this build reads versions {OLDEST_VERSION} to {SAVE_VERSION}")
            }
            LoadError::MissingCards(numbers) => write!(
                f,
                "the save (format version 1) uses cards that are neither built in nor imported in this browser: {}; import their card list, then try again",
                numbers.join(", ")
            ),
            LoadError::CardStats(e) => write!(f, "the save carries a card that cannot be printed: {e}"),
            LoadError::Setup(errors) => {
                write!(f, "the saved decks are not legal: ")?;
                let list: Vec<String> = errors.iter().map(ToString::to_string).collect();
                write!(f, "{}", list.join("; "))
            }
            LoadError::Replay { index, error } => write!(f, "action {} of the save cannot be replayed: {error}", index + 1),
            LoadError::ReplayJudge { index, error } => write!(f, "judge action {} of the save cannot be replayed: {error}", index + 1),
            LoadError::EmptyStep { index } => write!(f, "step {} of the save is empty", index + 1),
        }
    }
}

impl std::error::Error for LoadError {}

impl Session {
    /// A new game from a setup.
    pub fn new(setup: Setup, mode: PlayMode) -> Result<Session, Vec<SetupError>> {
        let game = Game::new(setup.game_setup())?;
        let meanings = meanings_of(&setup, game.cards());
        Ok(Session { mode, setup, start: game.clone(), actions: Vec::new(), game, meanings, reread: Vec::new() })
    }

    /// The whole game, every seat's cards included: for this module's tests only. The interface
    /// reads [`Session::seat`] views, which show one seat what that seat may know.
    #[cfg(test)]
    #[must_use]
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The engine's invariants (every card in one place, 10 DON!! a player, …): a verdict that
    /// shows no card, for tests and diagnostics.
    pub fn check_invariants(&self) -> Result<(), String> {
        self.game.check_invariants()
    }

    /// The game as `seat` may see it: its view, its legal actions, the card definitions.
    #[must_use]
    pub fn seat(&self, seat: Seat) -> SeatView<'_> {
        SeatView { game: &self.game, seat }
    }

    /// Who must act now (public: the curtain names them); `None` once the game is over.
    #[must_use]
    pub fn decision_seat(&self) -> Option<Seat> {
        self.game.decision_seat()
    }

    /// Who must decide now and what kind of decision it is, as public facts only ([`Waiting`]):
    /// the status line and the curtain say who decides and why without reading another seat's
    /// window. `None` once the game is over.
    #[must_use]
    pub fn waiting(&self) -> Option<(Seat, Waiting)> {
        self.game.decision().map(|d| (d.seat, Waiting::of(&d.kind)))
    }

    /// How the game ended, once it has.
    #[must_use]
    pub fn result(&self) -> Option<GameResult> {
        self.game.result()
    }

    /// The turn number (public).
    #[must_use]
    pub fn turn(&self) -> u32 {
        self.game.turn()
    }

    #[must_use]
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    #[must_use]
    pub fn actions(&self) -> &[Taken] {
        &self.actions
    }

    /// Applies an action; on error nothing changes.
    pub fn apply(&mut self, seat: Seat, action: Action) -> Result<Vec<Event>, ActionError> {
        let events = self.game.apply(seat, action.clone())?;
        self.actions.push(Taken { seat, action: Some(action), judge: None });
        Ok(events)
    }

    /// Carries out a judge action (a manual correction); on error nothing changes.
    pub fn judge(&mut self, seat: Seat, action: JudgeAction) -> Result<Vec<Event>, JudgeError> {
        let events = self.game.judge(seat, action.clone())?;
        self.actions.push(Taken { seat, action: None, judge: Some(action) });
        Ok(events)
    }

    /// Takes back the last action (replaying the others). False when there is none.
    pub fn undo(&mut self) -> bool {
        if self.actions.is_empty() {
            return false;
        }
        let mut actions = self.actions.clone();
        actions.pop();
        match replay_steps(Ok(self.start.clone()), &actions) {
            Ok(game) => {
                self.game = game;
                self.actions = actions;
                true
            }
            // Cannot happen for actions this session applied; keep the game as it was.
            Err(_) => false,
        }
    }

    /// The seat that took the last action, if any.
    #[must_use]
    pub fn last_actor(&self) -> Option<Seat> {
        self.actions.last().map(|t| t.seat)
    }

    /// The save file's text (format version 2).
    #[must_use]
    pub fn save(&self) -> String {
        let s = &self.setup;
        let out = SaveOut {
            format: SAVE_FORMAT,
            version: SAVE_VERSION,
            mode: self.mode,
            decks: &s.decks,
            seed: s.seed,
            options: &s.options,
            cards: &s.cards,
            meanings: &self.meanings,
            actions: &self.actions,
        };
        serde_json::to_string(&out).unwrap_or_default()
    }

    /// Reads a save file (format version 2, or 1 with the cards of this browser) and replays it.
    pub fn load(text: &str) -> Result<Session, LoadError> {
        Session::load_with(text, crate::decks::printed)
    }

    /// [`Session::load`], looking up the imported cards a version 1 save uses with `printed`.
    pub fn load_with(text: &str, printed: impl Fn(&str) -> Option<PrintedCard>) -> Result<Session, LoadError> {
        let corrupt = |e: serde_json::Error| LoadError::Corrupt(e.to_string());
        let head: Head = serde_json::from_str(text).map_err(corrupt)?;
        if head.format.as_deref() != Some(SAVE_FORMAT) {
            return Err(LoadError::NotASave);
        }
        let Some(version) = head.version else { return Err(LoadError::Corrupt("no version".into())) };
        let (mode, setup, actions, saved_meanings) = match version {
            2 => {
                let save: SaveV2 = serde_json::from_str(text).map_err(corrupt)?;
                if let Some(e) = save.cards.iter().find_map(|c| c.check_stats().err()) {
                    return Err(LoadError::CardStats(e));
                }
                (save.mode, Setup { decks: save.decks, seed: save.seed, options: save.options, cards: save.cards }, save.actions, save.meanings)
            }
            1 => {
                let save: SaveV1 = serde_json::from_str(text).map_err(corrupt)?;
                let SetupV1 { decks, seed, options } = save.setup;
                let setup = Setup::new(decks, seed, options, &printed);
                // Every card the decks use must be known: built in, or imported here.
                let known = setup.game_setup();
                let mut missing: Vec<String> = Seat::BOTH
                    .iter()
                    .flat_map(|&s| std::iter::once(&setup.decks[s].leader).chain(setup.decks[s].main.iter()))
                    .filter(|n| known.cards.by_number(n).is_none())
                    .cloned()
                    .collect();
                missing.sort();
                missing.dedup();
                if !missing.is_empty() {
                    return Err(LoadError::MissingCards(missing));
                }
                (save.mode, setup, save.actions, BTreeMap::new())
            }
            v => return Err(LoadError::Version(v)),
        };
        let mut s = Session::new(setup, mode).map_err(LoadError::Setup)?;
        s.reread = saved_meanings.iter().filter(|(n, m)| s.meanings.get(*n).is_some_and(|now| now != *m)).map(|(n, _)| n.clone()).collect();
        s.game = replay_steps(Ok(s.game), &actions)?;
        s.actions = actions;
        Ok(s)
    }
}

impl Session {
    /// The game after its first `steps` steps (all of them when there are fewer): a copy for a
    /// replay to show, with that history. The session itself is left as it is.
    #[must_use]
    pub fn at_step(&self, steps: usize) -> Session {
        self.at_step_from(&Keyframes::default(), steps)
    }

    /// [`Session::at_step`] from the nearest of `keys` (made by [`Session::timeline`] of this
    /// session) at or before `steps`: at most [`KEYFRAME_EVERY`] − 1 steps are taken again.
    #[must_use]
    pub fn at_step_from(&self, keys: &Keyframes, steps: usize) -> Session {
        let steps = steps.min(self.actions.len());
        let (from, game) = if steps == self.actions.len() {
            (steps, self.game.clone())
        } else {
            match keys.games.get(steps / KEYFRAME_EVERY) {
                Some(g) => ((steps / KEYFRAME_EVERY) * KEYFRAME_EVERY, g.clone()),
                None => (0, self.start.clone()),
            }
        };
        // The steps replayed when the session was made: they replay again.
        let game = match replay_from(game, &self.actions[from..steps], from) {
            Ok(game) => game,
            // (cannot happen: the session was made by taking them) the whole game, as it is
            Err(_) => return self.clone(),
        };
        Session {
            mode: self.mode,
            setup: self.setup.clone(),
            start: self.start.clone(),
            actions: self.actions[..steps].to_vec(),
            game,
            meanings: self.meanings.clone(),
            reread: self.reread.clone(),
        }
    }

    /// Carries the copy made by [`Session::at_step`] `n` steps further along `whole`'s history
    /// (the session `whole` that it is a start of), without replaying from the beginning.
    /// False, and nothing changed, when `self` is not a start of `whole`.
    pub fn step_along(&mut self, whole: &Session, n: usize) -> bool {
        let at = self.actions.len();
        if whole.actions.get(..at) != Some(&self.actions[..]) || self.setup != whole.setup {
            return false;
        }
        let upto = (at + n).min(whole.actions.len());
        let mut game = self.game.clone();
        for (index, t) in whole.actions[at..upto].iter().enumerate() {
            if take_step(&mut game, t, at + index).is_err() {
                return false;
            }
        }
        self.game = game;
        self.actions.extend_from_slice(&whole.actions[at..upto]);
        true
    }

    /// Where each step leaves the game (the turn, the length of the log): what a replay needs
    /// to jump to a turn or to the step that wrote a log line; and the game every
    /// [`KEYFRAME_EVERY`] steps, for [`Session::at_step_from`].
    #[must_use]
    pub fn timeline(&self) -> (Timeline, Keyframes) {
        let mut turns = Vec::with_capacity(self.actions.len() + 1);
        let mut log_lens = Vec::with_capacity(self.actions.len() + 1);
        let mut keys = Keyframes::default();
        let mut game = self.start.clone();
        turns.push(game.turn());
        log_lens.push(game.events().len());
        keys.games.push(game.clone());
        for (index, t) in self.actions.iter().enumerate() {
            if take_step(&mut game, t, index).is_err() {
                break;
            }
            turns.push(game.turn());
            log_lens.push(game.events().len());
            if (index + 1) % KEYFRAME_EVERY == 0 {
                keys.games.push(game.clone());
            }
        }
        (Timeline { turns, log_lens }, keys)
    }
}

/// The game after 0, [`KEYFRAME_EVERY`], 2 × [`KEYFRAME_EVERY`], … steps of a session (none: every
/// jump replays from the start).
#[derive(Clone, Debug, Default)]
pub struct Keyframes {
    games: Vec<Game>,
}


/// What each card of the decks means to this build: card number → digest in hex
/// ([`crate::texts::digest`]).
fn meanings_of(setup: &Setup, cards: &CardDb) -> BTreeMap<String, String> {
    Seat::BOTH
        .iter()
        .flat_map(|&s| std::iter::once(&setup.decks[s].leader).chain(setup.decks[s].main.iter()))
        .filter_map(|n| {
            let def = cards.by_number(n)?;
            Some((n.clone(), format!("{:016x}", crate::texts::digest(def)?)))
        })
        .collect()
}

/// The printed cards a save carries (none when it is not a version 2 save): what must be read
/// before [`Session::load`] can play it.
#[must_use]
pub fn cards_of_save(text: &str) -> Vec<PrintedCard> {
    #[derive(Deserialize)]
    struct Cards {
        #[serde(default)]
        cards: Vec<PrintedCard>,
    }
    serde_json::from_str::<Cards>(text).map(|c| c.cards).unwrap_or_default()
}

/// Replays `steps` on a new game.
fn replay_steps(game: Result<Game, LoadError>, steps: &[Taken]) -> Result<Game, LoadError> {
    replay_from(game?, steps, 0)
}

/// Takes `steps` on `game`, the first of them being number `first` of its history.
fn replay_from(mut game: Game, steps: &[Taken], first: usize) -> Result<Game, LoadError> {
    for (index, t) in steps.iter().enumerate() {
        take_step(&mut game, t, first + index)?;
    }
    Ok(game)
}

/// Takes step `t` (number `index` of its history) on `game`; on error the game is unchanged.
fn take_step(game: &mut Game, t: &Taken, index: usize) -> Result<(), LoadError> {
    match (&t.action, &t.judge) {
        (Some(a), None) => game.apply_in_place(t.seat, a.clone()).map(|_| ()).map_err(|error| LoadError::Replay { index, error }),
        (None, Some(j)) => game.judge(t.seat, j.clone()).map(|_| ()).map_err(|error| LoadError::ReplayJudge { index, error }),
        _ => Err(LoadError::EmptyStep { index }),
    }
}

/// The kind of decision a seat is asked, reduced to what both seats may know: no candidate, no
/// option and no card a [Trigger] reveals, only the card whose effect asks — and that as an
/// object id, which the interface names through a seat's window ([`SeatView::def_of`]) only
/// when that seat may know the card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Waiting {
    /// 5-2-1-5: go first or second.
    ChooseFirst,
    /// 5-2-1-6: keep the opening hand or draw a new one.
    Mulligan,
    /// 6-5: the turn player's main phase.
    Main,
    /// 7-1-2: the defender's block step (ブロックステップ).
    Block,
    /// 7-1-3: the defender's counter step (カウンターステップ).
    Counter,
    /// 10-1-5: a Life card's [Trigger] (【トリガー】), to activate or not.
    Trigger,
    /// An effect asks (yes or no, one of several options, cards to choose, DON!! to return).
    Effect { source: Option<CardId> },
    /// Text the engine does not read, carried out by hand.
    ByHand { source: CardId },
}

impl Waiting {
    /// The public kind of a decision.
    #[must_use]
    pub fn of(kind: &DecisionKind) -> Waiting {
        match kind {
            DecisionKind::ChooseFirst => Waiting::ChooseFirst,
            DecisionKind::Mulligan => Waiting::Mulligan,
            DecisionKind::Main => Waiting::Main,
            DecisionKind::Block { .. } => Waiting::Block,
            DecisionKind::Counter { .. } => Waiting::Counter,
            DecisionKind::Trigger { .. } => Waiting::Trigger,
            DecisionKind::YesNo { source, .. }
            | DecisionKind::ChooseOption { source, .. }
            | DecisionKind::ReturnDon { source, .. }
            | DecisionKind::ChooseCards { source, .. } => Waiting::Effect { source: *source },
            DecisionKind::ByHand { source, .. } => Waiting::ByHand { source: *source },
        }
    }
}

/// One seat's window on a game: what that seat may know and do, nothing more.
///
/// This is all the interface gets of a game (the session keeps the [`Game`] to itself): the
/// seat's [`PlayerView`] (the engine redacts the other seat's hand, both decks and face-down
/// Life), the seat's legal actions, and the card definitions (public: the pool the decks were
/// built from). A card object is named only when that seat may know it ([`SeatView::def_of`]).
#[derive(Clone, Copy)]
pub struct SeatView<'a> {
    game: &'a Game,
    seat: Seat,
}

impl<'a> SeatView<'a> {
    #[must_use]
    pub fn seat(&self) -> Seat {
        self.seat
    }

    /// The game as this seat may see it.
    #[must_use]
    pub fn view(&self) -> PlayerView {
        self.game.view(self.seat)
    }

    /// This seat's own hand, as its view shows it (`view().sides[seat].hand`) without making the
    /// rest of the view: what an open-hands screen shows of the other seat.
    #[must_use]
    pub fn own_hand(&self) -> Vec<Hidden<CardView>> {
        self.game
            .hand(self.seat)
            .into_iter()
            .filter_map(|id| self.game.def_of(id).map(|d| Hidden::Known(CardView { id, number: d.number.clone(), name: d.name.clone(), kind: d.kind })))
            .collect()
    }

    /// Why this seat may not take `action` now (none when it may): the engine's reason, for
    /// the interface to say.
    #[must_use]
    pub fn refusal(&self, action: &Action) -> Option<opcg_engine::Refusal> {
        self.game.refusal(self.seat, action)
    }

    /// What this seat may do now (empty when it is not its turn to act).
    #[must_use]
    pub fn legal_actions(&self) -> Vec<Action> {
        self.game.legal_actions(self.seat)
    }

    /// The card definitions of the game (public information: a definition says nothing of
    /// where a card is).
    #[must_use]
    pub fn cards(&self) -> &'a CardDb {
        self.game.cards()
    }

    /// The same card definitions as the one allocation every copy of the game shares (a
    /// replay's steps too), which the table keeps to share each definition with its faces.
    #[must_use]
    pub fn shared_cards(&self) -> &'a std::sync::Arc<CardDb> {
        self.game.shared_cards()
    }

    /// The definition of a card object, when this seat may know it: the card is face up to
    /// both (leader, character, stage, trash, face-up Life, being played), in this seat's own
    /// hand, or named by this seat's own pending decision (the card asking, a looked-at
    /// candidate, a trigger to order, DON!! to take back).
    #[must_use]
    pub fn def_of(&self, id: CardId) -> Option<&'a CardDef> {
        let known = match self.game.zone_of(id)? {
            Zone::Leader | Zone::Character | Zone::Stage | Zone::Trash | Zone::Resolving => true,
            Zone::Hand => self.game.owner_of(id) == Some(self.seat),
            Zone::Life => self.game.life_face_up(id) == Some(true),
            Zone::Deck => false,
        };
        (known || self.asked_about(id)).then(|| self.game.def_of(id)).flatten()
    }

    /// Does this seat's own pending decision name card object `id`?
    fn asked_about(&self, id: CardId) -> bool {
        let Some(d) = self.game.decision().filter(|d| d.seat == self.seat) else { return false };
        match &d.kind {
            DecisionKind::Trigger { card } => *card == id,
            DecisionKind::YesNo { source, .. } => *source == Some(id),
            DecisionKind::ChooseCards { source, candidates, .. } => *source == Some(id) || candidates.contains(&id),
            DecisionKind::ChooseOption { source, triggers, .. } => *source == Some(id) || triggers.contains(&id),
            DecisionKind::ReturnDon { source, sources, .. } => {
                *source == Some(id) || sources.iter().any(|s| matches!(s, DonSource::Attached { card, .. } if *card == id))
            }
            _ => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seat_view_names_only_what_that_seat_may_know() {
        let s = Session::new(setup(3), PlayMode::PassAndPlay).unwrap();
        let g = s.game();
        for seat in Seat::BOTH {
            let me = s.seat(seat);
            let other = seat.other();
            assert!(g.hand(seat).iter().all(|&id| me.def_of(id).is_some()), "one's own hand");
            assert!(g.hand(other).iter().all(|&id| me.def_of(id).is_none()), "not the other hand");
            assert!(g.deck(seat).iter().chain(g.deck(other).iter()).all(|&id| me.def_of(id).is_none()), "no deck card");
            assert!(g.life(seat).iter().chain(g.life(other).iter()).all(|&id| me.def_of(id).is_none()), "no face-down Life");
            assert!(me.def_of(g.leader(other)).is_some(), "the leaders are public");
            assert_eq!(me.view(), g.view(seat));
            assert_eq!(me.legal_actions(), g.legal_actions(seat));
        }
    }

    fn setup(seed: u64) -> Setup {
        crate::decks::setup(0, 1, seed).unwrap()
    }

    /// A version 1 save written by the build before version 2: built-in decks, 24 steps with a
    /// judge action among them.
    const V1: &str = include_str!("../tests/fixtures/save-v1.json");

    /// Plays `n` actions, always the first legal one that is not a concession.
    fn play(s: &mut Session, n: usize) {
        for _ in 0..n {
            let Some(seat) = s.game().decision_seat() else { break };
            let actions = s.game().legal_actions(seat);
            let Some(a) = actions.into_iter().find(|a| *a != Action::Concede) else { break };
            s.apply(seat, a).unwrap();
        }
    }

    #[test]
    fn a_save_replays_to_the_same_game() {
        let mut s = Session::new(setup(7), PlayMode::PassAndPlay).unwrap();
        play(&mut s, 40);
        let text = s.save();
        let back = Session::load(&text).unwrap();
        assert_eq!(back.actions(), s.actions());
        for seat in Seat::BOTH {
            assert_eq!(back.game().view(seat), s.game().view(seat));
        }
        assert_eq!(back.mode, PlayMode::PassAndPlay);
    }

    /// A copy made from the nearest keyframe is the game replayed from its start, at every step;
    /// a seat's hand read alone is the hand its view shows.
    #[test]
    fn a_step_from_a_keyframe_is_the_step_replayed_from_the_start() {
        let mut s = Session::new(setup(6), PlayMode::OpenHands).unwrap();
        play(&mut s, 3 * KEYFRAME_EVERY + 5);
        assert!(s.actions().len() > 2 * KEYFRAME_EVERY, "a game long enough to have keyframes");
        let (timeline, keys) = s.timeline();
        assert_eq!(keys.games.len(), s.actions().len() / KEYFRAME_EVERY + 1);
        for k in 0..=s.actions().len() {
            let from_key = s.at_step_from(&keys, k);
            let from_start = s.at_step(k);
            assert_eq!(from_key.actions(), &s.actions()[..k]);
            assert_eq!(from_key.game(), from_start.game(), "step {k}");
            assert_eq!(from_key.turn(), timeline.turns[k]);
            for seat in Seat::BOTH {
                assert_eq!(from_key.seat(seat).own_hand(), from_key.game().view(seat).sides.get(seat).hand, "step {k}");
            }
        }
        assert_eq!(s.at_step_from(&keys, s.actions().len() + 3), s, "past the end is the whole game");
    }

    #[test]
    fn undo_takes_back_exactly_the_last_action() {
        let mut s = Session::new(setup(3), PlayMode::OpenHands).unwrap();
        play(&mut s, 10);
        let before = s.game().view(Seat::A);
        play(&mut s, 1);
        assert!(s.undo());
        assert_eq!(s.game().view(Seat::A), before);
        assert_eq!(s.actions().len(), 10);
    }

    #[test]
    fn damaged_saves_are_refused_with_a_reason() {
        assert!(matches!(Session::load("{not json"), Err(LoadError::Corrupt(_))));
        assert_eq!(Session::load(r#"{"format":"other"}"#).unwrap_err(), LoadError::NotASave);
        assert_eq!(Session::load(r#"{"format":"opcg-table-save","version":99}"#).unwrap_err(), LoadError::Version(99));
        assert!(matches!(Session::load(r#"{"format":"opcg-table-save"}"#), Err(LoadError::Corrupt(_))));
        assert!(matches!(Session::load(r#"{"format":"opcg-table-save","version":2,"mode":"OpenHands"}"#), Err(LoadError::Corrupt(_))));
        let mut s = Session::new(setup(5), PlayMode::PassAndPlay).unwrap();
        play(&mut s, 5);
        // Tamper with an action: the replay names it.
        let mut v: serde_json::Value = serde_json::from_str(&s.save()).unwrap();
        v["actions"][2]["action"] = serde_json::json!("EndMainPhase");
        let mut empty = v.clone();
        empty["actions"][1] = serde_json::json!({"seat": "A"});
        match Session::load(&empty.to_string()) {
            Err(LoadError::EmptyStep { index: 1 }) => {}
            other => panic!("{other:?}"),
        }
        match Session::load(&v.to_string()) {
            Err(LoadError::Replay { index: 2, .. }) => {}
            other => panic!("{other:?}"),
        }
        // Truncated text.
        let text = s.save();
        assert!(matches!(Session::load(&text[..text.len() / 2]), Err(LoadError::Corrupt(_))));
    }

    #[test]
    fn judge_actions_are_saved_and_replayed() {
        let mut s = Session::new(setup(8), PlayMode::OpenHands).unwrap();
        while !matches!(s.game().decision().map(|d| d.kind), Some(opcg_engine::DecisionKind::Main)) {
            play(&mut s, 1);
        }
        let seat = s.game().decision_seat().unwrap();
        let card = s.game().hand(seat)[0];
        s.judge(seat, JudgeAction::MoveCard { card, to: opcg_engine::JudgeZone::Trash }).unwrap();
        play(&mut s, 3);
        let back = Session::load(&s.save()).unwrap();
        assert_eq!(back.game().view(seat), s.game().view(seat));
        assert!(back.actions().iter().any(|t| t.judge.is_some()));
        // A save of the older shape (plays only) still reads.
        let old = r#"{"seat":"A","action":"Concede"}"#;
        let t: Taken = serde_json::from_str(old).unwrap();
        assert_eq!(t.action, Some(Action::Concede));
    }

    #[test]
    fn a_version_2_save_names_built_in_cards_by_number_only() {
        let mut s = Session::new(setup(11), PlayMode::OpenHands).unwrap();
        play(&mut s, 12);
        let v: serde_json::Value = serde_json::from_str(&s.save()).unwrap();
        assert_eq!(v["version"], serde_json::json!(SAVE_VERSION));
        assert_eq!(v["cards"], serde_json::json!([]));
        assert_eq!(v["decks"]["a"]["main"].as_array().unwrap().len(), opcg_engine::setup::DECK_SIZE);
        assert!(!s.save().contains("abilities"), "no compiled card data in a save");
        let back = Session::load_with(&s.save(), |_| None).unwrap();
        assert_eq!(back, s);
    }

    /// A save records what each card meant; a build that reads a card differently names it
    /// when it loads the game (and a save from before the record names none).
    #[test]
    fn a_save_names_the_cards_this_build_reads_differently() {
        let mut s = Session::new(setup(11), PlayMode::OpenHands).unwrap();
        play(&mut s, 6);
        let mut v: serde_json::Value = serde_json::from_str(&s.save()).unwrap();
        let leader = v["decks"]["a"]["leader"].as_str().unwrap().to_string();
        let meant = v["meanings"][&leader].as_str().unwrap().to_string();
        let def = s.start.cards().by_number(&leader).unwrap();
        assert_eq!(meant, format!("{:016x}", opcg_cards::written::digest(def)));
        assert!(Session::load(&s.save()).unwrap().reread.is_empty(), "the same build reads every card the same");
        v["meanings"][&leader] = serde_json::Value::String("0123456789abcdef".into());
        let changed = Session::load(&v.to_string()).unwrap();
        assert_eq!(changed.reread, vec![leader]);
        assert_eq!(changed.actions(), s.actions(), "it still replays");
        v.as_object_mut().unwrap().remove("meanings");
        assert!(Session::load(&v.to_string()).unwrap().reread.is_empty());
    }

    /// What the page does before it plays cards that are not built in: the worker reads them.
    fn read_here(cards: &[PrintedCard]) {
        let bytes = opcg_worker::answer("read", &serde_json::to_string(cards).unwrap()).unwrap();
        crate::readings::add(cards, &bytes).unwrap();
    }

    /// A card the worker has not read is not played: the game refuses it as unknown.
    #[test]
    fn a_card_not_read_yet_is_not_played() {
        let mut imported = opcg_cards::builtin_cards().into_iter().find(|c| c.kind == opcg_engine::CardKind::Leader).unwrap();
        let base = imported.number.clone();
        imported.number = "IMP-L02".into();
        let mut a = crate::decks::builtin_only().into_iter().find(|d| d.list.leader == base).unwrap().list;
        a.leader = "IMP-L02".into();
        let lookup = |n: &str| (n == "IMP-L02").then(|| imported.clone());
        let setup = Setup::new(ByPlayer::new(a.clone(), a), 3, SetupOptions::default(), lookup);
        assert_eq!(cards_of_save(&serde_json::json!({ "cards": [imported] }).to_string()), vec![imported.clone()]);
        assert!(Session::new(setup.clone(), PlayMode::OpenHands).is_err());
        read_here(std::slice::from_ref(&imported));
        assert!(Session::new(setup, PlayMode::OpenHands).is_ok());
    }

    #[test]
    fn imported_cards_travel_as_printed_and_are_compiled_again() {
        // A deck of the built-in pool where one card is replaced by an "imported" copy of it.
        let mut imported = opcg_cards::builtin_cards().into_iter().find(|c| c.kind == opcg_engine::CardKind::Character).unwrap();
        let base = imported.number.clone();
        imported.number = "IMP-001".into();
        let decks = crate::decks::builtin_only();
        let mut a = decks.iter().find(|d| d.list.main.contains(&base)).unwrap().list.clone();
        for n in &mut a.main {
            if *n == base {
                *n = "IMP-001".into();
            }
        }
        let lookup = |n: &str| (n == "IMP-001").then(|| imported.clone());
        read_here(std::slice::from_ref(&imported));
        let mut s = Session::new(Setup::new(ByPlayer::new(a.clone(), a), 3, SetupOptions::default(), lookup), PlayMode::OpenHands).unwrap();
        assert_eq!(s.setup().cards, vec![imported.clone()]);
        play(&mut s, 30);
        // The file carries the printed card; loading it needs nothing from this browser.
        let text = s.save();
        let back = Session::load_with(&text, |_| None).unwrap();
        assert_eq!(back, s);
        for seat in Seat::BOTH {
            assert_eq!(back.game().view(seat), s.game().view(seat));
        }
    }

    #[test]
    fn a_version_1_save_resumes() {
        let s = Session::load_with(V1, |_| None).unwrap();
        assert_eq!(s.actions().len(), 24);
        assert!(s.actions().iter().any(|t| t.judge.is_some()));
        assert_eq!(s.mode, PlayMode::OpenHands);
        // It is written back as version 2, which reads to the same game.
        let again = Session::load_with(&s.save(), |_| None).unwrap();
        assert_eq!(again, s);
        for seat in Seat::BOTH {
            assert_eq!(again.game().view(seat), s.game().view(seat));
        }
    }

    #[test]
    fn a_version_1_save_with_unknown_cards_names_them() {
        let mut v: serde_json::Value = serde_json::from_str(V1).unwrap();
        v["setup"]["decks"]["b"]["main"][0] = serde_json::json!("IMP-404");
        v["setup"]["decks"]["b"]["main"][1] = serde_json::json!("IMP-404");
        let err = Session::load_with(&v.to_string(), |_| None).unwrap_err();
        assert_eq!(err, LoadError::MissingCards(vec!["IMP-404".into()]));
        assert!(err.to_string().contains("IMP-404") && err.to_string().contains("import"), "{err}");
        // With the card imported here, it reads (and the replay then checks every step).
        let printed = opcg_cards::builtin_cards().into_iter().find(|c| c.number == v["setup"]["decks"]["b"]["main"][2].as_str().unwrap());
        let lookup = |n: &str| (n == "IMP-404").then(|| printed.clone()).flatten().map(|mut c| {
            c.number = n.into();
            c
        });
        read_here(&[lookup("IMP-404").unwrap()]);
        assert!(!matches!(Session::load_with(&v.to_string(), lookup), Err(LoadError::MissingCards(_))));
    }

    /// A save whose cards carry numbers no card prints (the importer's ranges) is refused with
    /// the card and the field named, before anything is compiled or played.
    #[test]
    fn a_save_with_an_impossible_card_stat_is_refused_naming_card_and_field() {
        let mut imported = opcg_cards::builtin_cards().into_iter().find(|c| c.kind == opcg_engine::CardKind::Leader).unwrap();
        let base = imported.number.clone();
        imported.number = "IMP-L01".into();
        let decks = crate::decks::builtin_only();
        let mut a = decks.iter().find(|d| d.list.leader == base).unwrap().list.clone();
        a.leader = "IMP-L01".into();
        let lookup = |n: &str| (n == "IMP-L01").then(|| imported.clone());
        read_here(std::slice::from_ref(&imported));
        let mut s = Session::new(Setup::new(ByPlayer::new(a.clone(), a), 3, SetupOptions::default(), lookup), PlayMode::OpenHands).unwrap();
        play(&mut s, 10);
        assert!(Session::load_with(&s.save(), |_| None).is_ok());
        let mut v: serde_json::Value = serde_json::from_str(&s.save()).unwrap();
        v["cards"][0]["power"] = serde_json::json!(i32::MAX);
        let err = Session::load_with(&v.to_string(), |_| None).unwrap_err();
        match &err {
            LoadError::CardStats(e) => assert_eq!((e.number.as_str(), e.field, e.value), ("IMP-L01", "power", i64::from(i32::MAX))),
            other => panic!("{other:?}"),
        }
        assert!(err.to_string().contains("IMP-L01") && err.to_string().contains("power"), "{err}");
        v["cards"][0]["power"] = serde_json::json!(5000);
        v["cards"][0]["life"] = serde_json::json!(200);
        assert!(matches!(Session::load_with(&v.to_string(), |_| None), Err(LoadError::CardStats(e)) if e.field == "life"));
    }

    /// A judge power step beyond the engine's bound (it used to load, then overflow in `view`)
    /// is refused with the step named; the text is left as it was for the caller to keep.
    #[test]
    fn a_save_with_an_out_of_range_judge_delta_names_the_step() {
        let mut s = Session::new(setup(8), PlayMode::OpenHands).unwrap();
        while !matches!(s.game().decision().map(|d| d.kind), Some(opcg_engine::DecisionKind::Main)) {
            play(&mut s, 1);
        }
        let seat = s.game().decision_seat().unwrap();
        let leader = s.game().leader(seat);
        s.judge(seat, JudgeAction::Power { card: leader, delta: opcg_engine::JUDGE_POWER_LIMIT }).unwrap();
        let index = s.actions().len() - 1;
        assert!(Session::load(&s.save()).is_ok());
        let mut v: serde_json::Value = serde_json::from_str(&s.save()).unwrap();
        v["actions"][index]["judge"]["Power"]["delta"] = serde_json::json!(i32::MAX);
        let text = v.to_string();
        let err = Session::load(&text).unwrap_err();
        assert_eq!(err, LoadError::ReplayJudge { index, error: JudgeError::PowerOutOfRange { delta: i32::MAX } });
        assert!(err.to_string().starts_with(&format!("judge action {} of the save", index + 1)), "{err}");
        assert!(err.to_string().contains("2147483647"), "{err}");
    }

    #[test]
    fn an_illegal_action_changes_nothing() {
        let mut s = Session::new(setup(9), PlayMode::PassAndPlay).unwrap();
        let seat = s.game().decision_seat().unwrap();
        assert!(s.apply(seat.other(), Action::EndMainPhase).is_err());
        assert!(s.actions().is_empty());
    }
}
