//! A Kaiun Colosseum game being played at this device: the engine's [`SaveFile`] (setup with its
//! seed, and every action taken, in order), the play mode, and the game they make.
//!
//! The save text is `{format, version, mode, over?, game: SaveFile}` (`over: true` once the game
//! has a result); loading replays the actions with
//! [`SaveFile::replay`], so a save is small and exact, and an action that no longer applies is
//! reported with its position, never skipped. Undo is the same replay without the last action.
//! Games here use the built-in pool only, so the setup's `cards` (designs a setup may bring
//! along) is always empty: a save with designs of its own is refused with that reason, and the
//! page needs no reader for card designs. Plain Rust (no browser), tested natively.

use std::fmt;

use kaiun_engine::{
    Action, ActionError, ByPlayer, CardDef, CardId, CardNo, DecisionKind, Event, Game, GameResult, GameSetup, PlayerView, ReplayError, SaveFile, Seat, SetupError, SAVE_FORMAT as ENGINE_FORMAT,
};
use serde::de::IgnoredAny;
use serde::{Deserialize, Serialize};

use crate::prefs::PlayMode;
use crate::replay::{Timeline, KEYFRAME_EVERY};

/// The `format` field of a Kaiun save.
pub const SAVE_FORMAT: &str = "kaiun-table-save";
/// The version of the save text this build writes and reads.
pub const SAVE_VERSION: u32 = 1;

/// A game in progress with its history.
#[derive(Clone, Debug)]
pub struct KaiunSession {
    pub mode: PlayMode,
    save: SaveFile,
    game: Game,
}

/// Two sessions are the same game when they have the same history (the game follows from it).
impl PartialEq for KaiunSession {
    fn eq(&self, other: &Self) -> bool {
        self.mode == other.mode && self.save == other.save
    }
}

/// The save text as written: the engine's [`SaveFile`] shape, with the setup's (empty) `cards`.
#[derive(Serialize)]
struct SaveOut<'a> {
    format: &'a str,
    version: u32,
    mode: PlayMode,
    /// The game is over (written only then): the start screen reads it from the head, without
    /// replaying the game (the page has no Kaiun engine: `crate::kaiun_host::kept_state`).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    over: bool,
    game: GameOut<'a>,
}

#[derive(Serialize)]
struct GameOut<'a> {
    format: u32,
    setup: SetupOut<'a>,
    actions: &'a [(Seat, Action)],
}

#[derive(Serialize)]
struct SetupOut<'a> {
    decks: &'a ByPlayer<Vec<CardNo>>,
    seed: u64,
    cards: [u8; 0],
}

/// The first look at a text: whose and which version, and whether the game is over (everything
/// else is skipped).
#[derive(Deserialize)]
struct RawHead {
    format: Option<String>,
    version: Option<u32>,
    #[serde(default)]
    over: bool,
}

/// A save's head, checked: this format and version.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Head {
    /// The game was over when it was saved (saves written before this flag say false).
    pub over: bool,
}

/// Reads a save text's head only (no replay): refused unless it is a Kaiun save of this version.
pub fn read_head(text: &str) -> Result<Head, LoadError> {
    let head: RawHead = serde_json::from_str(text).map_err(|e| LoadError::Corrupt(e.to_string()))?;
    if head.format.as_deref() != Some(SAVE_FORMAT) {
        return Err(LoadError::NotASave);
    }
    match head.version {
        Some(SAVE_VERSION) => Ok(Head { over: head.over }),
        Some(v) => Err(LoadError::Version(v)),
        None => Err(LoadError::Corrupt("no version".into())),
    }
}

/// The save text as read; card designs in the setup are counted, not read.
#[derive(Deserialize)]
struct SaveIn {
    mode: PlayMode,
    game: GameIn,
}

#[derive(Deserialize)]
struct GameIn {
    format: u32,
    setup: SetupIn,
    actions: Vec<(Seat, Action)>,
}

#[derive(Deserialize)]
struct SetupIn {
    decks: ByPlayer<Vec<CardNo>>,
    seed: u64,
    #[serde(default)]
    cards: Vec<IgnoredAny>,
}

/// Why a save could not be loaded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadError {
    /// Not JSON, or not the shape of a save.
    Corrupt(String),
    /// Another program's file (or the other game's save).
    NotASave,
    /// Written by another version of the format.
    Version(u32),
    /// The setup brings card designs of its own (this table plays the built-in pool only).
    OwnCards(usize),
    /// The setup or one of the actions does not replay.
    Replay(ReplayError),
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::Corrupt(why) => write!(f, "the file is damaged: {why}"),
            LoadError::NotASave => write!(f, "this is not a saved Kaiun Colosseum game"),
            LoadError::Version(v) => write!(f, "the save has format version {v}; this build reads version {SAVE_VERSION}"),
            LoadError::OwnCards(n) => write!(f, "the save brings {n} card designs of its own; this table plays with the built-in cards only"),
            LoadError::Replay(ReplayError::Action { index, error }) => {
                write!(f, "action {} of the save cannot be replayed: {error}", index + 1)
            }
            LoadError::Replay(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for LoadError {}

impl KaiunSession {
    /// A new game from a setup.
    pub fn new(setup: GameSetup, mode: PlayMode) -> Result<KaiunSession, SetupError> {
        let game = Game::new(setup.clone())?;
        Ok(KaiunSession { mode, save: SaveFile { format: ENGINE_FORMAT, setup, actions: Vec::new() }, game })
    }

    /// A new game with two of the built-in decks (by index), or `None` for an unknown index.
    #[must_use]
    pub fn builtin(a: usize, b: usize, seed: u64, mode: PlayMode) -> Option<KaiunSession> {
        let decks = kaiun_engine::builtin_decks();
        let (a, b) = (decks.get(a)?, decks.get(b)?);
        KaiunSession::new(GameSetup::new(a.cards.clone(), b.cards.clone(), seed), mode).ok()
    }

    /// The whole game, both seats' cards included: for this module's tests only. The interface
    /// reads [`KaiunSession::seat`] views.
    #[cfg(test)]
    #[must_use]
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The engine's invariants and both seats' views checked: a verdict that shows no card,
    /// for tests and diagnostics.
    pub fn check_invariants(&self) -> Result<(), String> {
        self.game.check_invariants()?;
        for seat in Seat::BOTH {
            kaiun_engine::testkit::check_view(&self.game, seat)?;
        }
        Ok(())
    }

    /// The game as `seat` may see it.
    #[must_use]
    pub fn seat(&self, seat: Seat) -> KaiunSeat<'_> {
        KaiunSeat { game: &self.game, seat }
    }

    /// The card designs of the game (public: the built-in pool).
    #[must_use]
    pub fn catalog(&self) -> &[CardDef] {
        self.game.catalog()
    }

    /// The turn number (public).
    #[must_use]
    pub fn turn(&self) -> u32 {
        self.game.turn()
    }

    /// How the game ended, once it has.
    #[must_use]
    pub fn result(&self) -> Option<GameResult> {
        self.game.result()
    }

    /// The seed the game was dealt with.
    #[must_use]
    pub fn seed(&self) -> u64 {
        self.save.setup.seed
    }

    #[must_use]
    pub fn actions(&self) -> &[(Seat, Action)] {
        &self.save.actions
    }

    /// The seat that must act first now (in the set phase both must: seat A, then seat B),
    /// or `None` when nobody must (the game is over).
    #[must_use]
    pub fn acting(&self) -> Option<Seat> {
        self.game.decision_seats().first().copied()
    }

    /// Who must decide now (the first of the seats that must: in the set phase seat A, then
    /// seat B) and the kind of decision, as public facts only ([`KaiunWaiting`]); `None` once
    /// the game is over.
    #[must_use]
    pub fn waiting(&self) -> Option<(Seat, KaiunWaiting)> {
        let seat = self.acting()?;
        self.game.decision(seat).map(|d| (seat, KaiunWaiting::of(&d.kind)))
    }

    /// Applies an action; on error nothing changes.
    pub fn apply(&mut self, seat: Seat, action: Action) -> Result<Vec<Event>, ActionError> {
        let events = self.game.apply(seat, action.clone())?;
        self.save.actions.push((seat, action));
        Ok(events)
    }

    /// The game after its first `steps` steps (all of them when there are fewer): a copy, for a
    /// replay; the session is left as it is.
    #[must_use]
    pub fn at_step(&self, steps: usize) -> KaiunSession {
        if steps >= self.save.actions.len() {
            return self.clone();
        }
        let mut save = self.save.clone();
        save.actions.truncate(steps);
        match save.replay() {
            Ok(game) => KaiunSession { mode: self.mode, save, game },
            // Cannot happen for steps this session took.
            Err(_) => self.clone(),
        }
    }

    /// [`KaiunSession::at_step`] from the nearest of `keys` (made by [`KaiunSession::timeline`]
    /// of this session) at or before `steps`: at most [`KEYFRAME_EVERY`] − 1 actions are taken
    /// again.
    #[must_use]
    pub fn at_step_from(&self, keys: &Keyframes, steps: usize) -> KaiunSession {
        let steps = steps.min(self.save.actions.len());
        if steps == self.save.actions.len() {
            return self.clone();
        }
        let Some(key) = keys.games.get(steps / KEYFRAME_EVERY) else {
            return self.at_step(steps);
        };
        let mut game = key.clone();
        for (seat, action) in &self.save.actions[(steps / KEYFRAME_EVERY) * KEYFRAME_EVERY..steps] {
            if game.apply(*seat, action.clone()).is_err() {
                // (cannot happen: the session took these actions) from the start instead
                return self.at_step(steps);
            }
        }
        let mut save = self.save.clone();
        save.actions.truncate(steps);
        KaiunSession { mode: self.mode, save, game }
    }

    /// Carries a copy made by [`KaiunSession::at_step`] `n` actions further along `whole`'s
    /// history (the session it is a start of), without replaying from the beginning. False,
    /// and nothing changed, when `self` is not a start of `whole`.
    pub fn step_along(&mut self, whole: &KaiunSession, n: usize) -> bool {
        let at = self.save.actions.len();
        if whole.save.actions.get(..at) != Some(&self.save.actions[..]) || self.save.setup != whole.save.setup {
            return false;
        }
        let upto = (at + n).min(whole.save.actions.len());
        let mut game = self.game.clone();
        for (seat, action) in &whole.save.actions[at..upto] {
            if game.apply(*seat, action.clone()).is_err() {
                return false;
            }
        }
        self.game = game;
        self.save.actions.extend_from_slice(&whole.save.actions[at..upto]);
        true
    }

    /// Where each action leaves the game (the turn, the length of the log): what a replay needs
    /// to jump to a turn or to the action that wrote a log line; and the game every
    /// [`KEYFRAME_EVERY`] actions, for [`KaiunSession::at_step_from`].
    #[must_use]
    pub fn timeline(&self) -> (Timeline, Keyframes) {
        let mut timeline = Timeline::default();
        let mut keys = Keyframes::default();
        let Ok(mut game) = Game::new(self.save.setup.clone()) else {
            return (timeline, keys);
        };
        timeline.turns.push(game.turn());
        timeline.log_lens.push(game.log().len());
        keys.games.push(game.clone());
        for (index, (seat, action)) in self.save.actions.iter().enumerate() {
            if game.apply(*seat, action.clone()).is_err() {
                break;
            }
            timeline.turns.push(game.turn());
            timeline.log_lens.push(game.log().len());
            if (index + 1) % KEYFRAME_EVERY == 0 {
                keys.games.push(game.clone());
            }
        }
        (timeline, keys)
    }

    /// Takes back the last action (replaying the others). False when there is none.
    pub fn undo(&mut self) -> bool {
        let mut save = self.save.clone();
        if save.actions.pop().is_none() {
            return false;
        }
        match save.replay() {
            Ok(game) => {
                self.save = save;
                self.game = game;
                true
            }
            // Cannot happen for actions this session applied; keep the game as it was.
            Err(_) => false,
        }
    }

    /// The design of one of `owner`'s card instances, read from `owner`'s own deck list (the
    /// engine numbers the cards of deck A, then of deck B, 5-2). Used only for cards the owner
    /// may see but the view names by id alone (a search of one's own deck, 8-4-1-5-5).
    #[must_use]
    pub fn own_card_no(&self, owner: Seat, id: CardId) -> Option<CardNo> {
        let decks = &self.save.setup.decks;
        let i = usize::from(id.0);
        match owner {
            Seat::A => decks.a.get(i).copied(),
            Seat::B => i.checked_sub(decks.a.len()).and_then(|j| decks.b.get(j)).copied(),
        }
    }

    /// The save text.
    #[must_use]
    pub fn save(&self) -> String {
        let out = SaveOut {
            format: SAVE_FORMAT,
            version: SAVE_VERSION,
            mode: self.mode,
            over: self.game.result().is_some(),
            game: GameOut {
                format: self.save.format,
                setup: SetupOut { decks: &self.save.setup.decks, seed: self.save.setup.seed, cards: [] },
                actions: &self.save.actions,
            },
        };
        serde_json::to_string(&out).unwrap_or_default()
    }

    /// Reads a save text and replays it.
    pub fn load(text: &str) -> Result<KaiunSession, LoadError> {
        let corrupt = |e: serde_json::Error| LoadError::Corrupt(e.to_string());
        read_head(text)?;
        let save: SaveIn = serde_json::from_str(text).map_err(corrupt)?;
        let GameIn { format, setup, actions } = save.game;
        if !setup.cards.is_empty() {
            return Err(LoadError::OwnCards(setup.cards.len()));
        }
        let file = SaveFile { format, setup: GameSetup { decks: setup.decks, seed: setup.seed, cards: Vec::new() }, actions };
        let game = file.replay().map_err(LoadError::Replay)?;
        Ok(KaiunSession { mode: save.mode, save: file, game })
    }
}

/// The game after 0, [`KEYFRAME_EVERY`], 2 × [`KEYFRAME_EVERY`], … actions of a session (none:
/// every jump replays from the start).
#[derive(Clone, Debug, Default)]
pub struct Keyframes {
    games: Vec<Game>,
}

/// The kind of decision a seat is asked, reduced to what both seats may know: no option, no
/// hand card, no card an effect looks at; the status line names a card from the deciding seat's
/// own view only.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KaiunWaiting {
    /// セットフェイズ (6-3): set a hand card face down in the battle area; `must` when the seat
    /// has no face-up card there (6-3-1), else it may keep the one it has (6-3-2) — public: the
    /// face-up card is.
    Set { must: bool },
    /// An effect asks (a cost to pay, cards to draw, discard, search or order).
    Effect,
    /// 1-2-3: both players lost at once; janken decides.
    TieBreak,
    /// 8-1-2-3-1: a card about to be put into the trash may be replaced (returned to the hand).
    Replace,
}

impl KaiunWaiting {
    /// The public kind of a decision.
    #[must_use]
    pub fn of(kind: &DecisionKind) -> KaiunWaiting {
        match kind {
            DecisionKind::Set { must, .. } => KaiunWaiting::Set { must: *must },
            DecisionKind::Choose { .. } => KaiunWaiting::Effect,
            DecisionKind::TieBreakJanken => KaiunWaiting::TieBreak,
            DecisionKind::Replace { .. } => KaiunWaiting::Replace,
        }
    }
}

/// One seat's window on a Kaiun game: its view and its legal actions, nothing more (the
/// session keeps the [`Game`] to itself).
#[derive(Clone, Copy)]
pub struct KaiunSeat<'a> {
    game: &'a Game,
    seat: Seat,
}

impl KaiunSeat<'_> {
    /// The game as this seat may see it.
    #[must_use]
    pub fn view(&self) -> PlayerView {
        self.game.view(self.seat)
    }

    /// What this seat may do now.
    #[must_use]
    pub fn legal_actions(&self) -> Vec<Action> {
        self.game.legal_actions(self.seat)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Plays `n` actions: the first seat that must act takes its first legal non-concession.
    fn play(s: &mut KaiunSession, n: usize) {
        for _ in 0..n {
            let Some(seat) = s.acting() else { break };
            let Some(a) = s.game().legal_actions(seat).into_iter().find(|a| *a != Action::Concede) else { break };
            s.apply(seat, a).unwrap();
        }
    }

    #[test]
    fn a_save_replays_to_the_same_game() {
        let mut s = KaiunSession::builtin(0, 1, 7, PlayMode::PassAndPlay).unwrap();
        play(&mut s, 30);
        assert!(s.actions().len() > 5);
        let back = KaiunSession::load(&s.save()).unwrap();
        assert_eq!(back, s);
        for seat in Seat::BOTH {
            assert_eq!(back.game().view(seat), s.game().view(seat));
        }
        assert_eq!(back.mode, PlayMode::PassAndPlay);
    }

    #[test]
    fn a_whole_game_ends_and_undo_takes_back_one_action() {
        let mut s = KaiunSession::builtin(2, 0, 3, PlayMode::OpenHands).unwrap();
        play(&mut s, 10);
        let before = s.game().view(Seat::A);
        let n = s.actions().len();
        play(&mut s, 1);
        assert!(s.undo());
        assert_eq!(s.game().view(Seat::A), before);
        assert_eq!(s.actions().len(), n);
        play(&mut s, 5000);
        assert!(s.game().result().is_some(), "the game ends");
        assert_eq!(s.acting(), None);
    }

    #[test]
    fn both_seats_set_in_turn_and_neither_sees_the_other_face_down_card() {
        let mut s = KaiunSession::builtin(0, 1, 5, PlayMode::PassAndPlay).unwrap();
        assert_eq!(s.acting(), Some(Seat::A));
        let set = s.game().legal_actions(Seat::A).into_iter().find(|a| matches!(a, Action::Set { .. })).unwrap();
        s.apply(Seat::A, set).unwrap();
        assert_eq!(s.acting(), Some(Seat::B), "seat B sets next");
        let b_view = s.game().view(Seat::B);
        let slot = b_view.opponent.battle.expect("A's card is in its battle area");
        assert!(!slot.face_up);
        assert_eq!(slot.card, kaiun_engine::Hidden::Unknown);
    }

    #[test]
    fn own_card_numbers_follow_the_deck_lists() {
        let s = KaiunSession::builtin(0, 1, 9, PlayMode::OpenHands).unwrap();
        let decks = kaiun_engine::builtin_decks();
        assert_eq!(s.own_card_no(Seat::A, CardId(0)), Some(decks[0].cards[0]));
        assert_eq!(s.own_card_no(Seat::B, CardId(30)), Some(decks[1].cards[0]));
        assert_eq!(s.own_card_no(Seat::B, CardId(3)), None);
        assert_eq!(s.own_card_no(Seat::A, CardId(400)), None);
        // Every card the view names agrees with the numbering.
        for seat in Seat::BOTH {
            for c in s.game().view(seat).me.hand {
                if let kaiun_engine::Hidden::Known(c) = c {
                    assert_eq!(s.own_card_no(seat, c.id), Some(c.no));
                }
            }
        }
    }

    #[test]
    fn damaged_saves_are_refused_with_a_reason() {
        assert!(matches!(KaiunSession::load("{not json"), Err(LoadError::Corrupt(_))));
        assert_eq!(KaiunSession::load(r#"{"format":"opcg-table-save"}"#).unwrap_err(), LoadError::NotASave);
        assert_eq!(KaiunSession::load(r#"{"format":"kaiun-table-save","version":9}"#).unwrap_err(), LoadError::Version(9));
        let mut s = KaiunSession::builtin(0, 1, 5, PlayMode::PassAndPlay).unwrap();
        play(&mut s, 6);
        let mut v: serde_json::Value = serde_json::from_str(&s.save()).unwrap();
        v["game"]["actions"][1][1] = serde_json::json!("Keep");
        match KaiunSession::load(&v.to_string()) {
            Err(LoadError::Replay(ReplayError::Action { index: 1, .. })) => {}
            other => panic!("{other:?}"),
        }
        let text = s.save();
        assert!(matches!(KaiunSession::load(&text[..text.len() / 2]), Err(LoadError::Corrupt(_))));
        // A setup with card designs of its own is refused with that reason.
        let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
        v["game"]["setup"]["cards"] = serde_json::json!([{"no": 1}, {"no": 2}]);
        let err = KaiunSession::load(&v.to_string()).unwrap_err();
        assert_eq!(err, LoadError::OwnCards(2));
        assert!(err.to_string().contains("built-in"), "{err}");
    }

    #[test]
    fn the_save_text_is_the_engines_save_file() {
        let mut s = KaiunSession::builtin(1, 2, 21, PlayMode::OpenHands).unwrap();
        play(&mut s, 12);
        let v: serde_json::Value = serde_json::from_str(&s.save()).unwrap();
        // The `game` part reads as the engine's own save file and replays to the same game.
        let file: SaveFile = serde_json::from_value(v["game"].clone()).unwrap();
        assert_eq!(file, s.save);
        assert_eq!(file.replay().unwrap().view(Seat::A), s.game().view(Seat::A));
    }

    #[test]
    fn an_illegal_action_changes_nothing() {
        let mut s = KaiunSession::builtin(0, 1, 1, PlayMode::PassAndPlay).unwrap();
        assert!(s.apply(Seat::A, Action::Keep).is_err(), "no face-up card to keep on turn 1");
        assert!(s.actions().is_empty());
    }
}
