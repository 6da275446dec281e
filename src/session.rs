//! A game being played at this device: the setup, every action taken, and the game they make.
//!
//! The save format is `{format, version, mode, setup, actions}`: loading replays the actions on
//! a new game from the setup, so a save is small, exact and checked — an action that no longer
//! applies is reported with its position, never skipped. Undo is the same replay without the
//! last action. This module is plain Rust (no browser), tested natively.

use std::fmt;

use opcg_engine::{Action, ActionError, Event, Game, GameSetup, JudgeAction, JudgeError, Seat, SetupError};
use serde::{Deserialize, Serialize};

use crate::prefs::PlayMode;

/// The `format` field of a save file.
pub const SAVE_FORMAT: &str = "opcg-table-save";
/// The save format version this build writes and reads.
pub const SAVE_VERSION: u32 = 1;

/// One step as it was taken: a play of the game, or a judge's correction.
///
/// Saves of format version 1 written before judge actions existed read unchanged (they only
/// have `action`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Taken {
    pub seat: Seat,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub action: Option<Action>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub judge: Option<JudgeAction>,
}

/// A game in progress with its history.
#[derive(Clone, Debug)]
pub struct Session {
    pub mode: PlayMode,
    setup: GameSetup,
    actions: Vec<Taken>,
    game: Game,
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
    setup: &'a GameSetup,
    actions: &'a [Taken],
}

#[derive(Deserialize)]
struct SaveIn {
    format: String,
    version: u32,
    mode: PlayMode,
    setup: GameSetup,
    actions: Vec<Taken>,
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
            LoadError::Version(v) => write!(f, "the save has format version {v}; this build reads version {SAVE_VERSION}"),
            LoadError::Setup(errors) => {
                write!(f, "the saved decks are not legal: ")?;
                let list: Vec<String> = errors.iter().map(ToString::to_string).collect();
                write!(f, "{}", list.join("; "))
            }
            LoadError::Replay { index, error } => write!(f, "action {} of the save cannot be replayed: {error:?}", index + 1),
            LoadError::ReplayJudge { index, error } => write!(f, "judge action {} of the save cannot be replayed: {error}", index + 1),
            LoadError::EmptyStep { index } => write!(f, "step {} of the save is empty", index + 1),
        }
    }
}

impl std::error::Error for LoadError {}

impl Session {
    /// A new game from a setup.
    pub fn new(setup: GameSetup, mode: PlayMode) -> Result<Session, Vec<SetupError>> {
        let game = Game::new(setup.clone())?;
        Ok(Session { mode, setup, actions: Vec::new(), game })
    }

    #[must_use]
    pub fn game(&self) -> &Game {
        &self.game
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
        let mut actions = std::mem::take(&mut self.actions);
        actions.pop();
        match replay(&self.setup, actions, self.mode) {
            Ok(s) => {
                *self = s;
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

    /// The save file's text.
    #[must_use]
    pub fn save(&self) -> String {
        let out = SaveOut { format: SAVE_FORMAT, version: SAVE_VERSION, mode: self.mode, setup: &self.setup, actions: &self.actions };
        serde_json::to_string(&out).unwrap_or_default()
    }

    /// Reads a save file and replays it.
    pub fn load(text: &str) -> Result<Session, LoadError> {
        let value: serde_json::Value = serde_json::from_str(text).map_err(|e| LoadError::Corrupt(e.to_string()))?;
        if value.get("format").and_then(serde_json::Value::as_str) != Some(SAVE_FORMAT) {
            return Err(LoadError::NotASave);
        }
        match value.get("version").and_then(serde_json::Value::as_u64) {
            Some(v) if v == u64::from(SAVE_VERSION) => {}
            Some(v) => return Err(LoadError::Version(u32::try_from(v).unwrap_or(u32::MAX))),
            None => return Err(LoadError::Corrupt("no version".into())),
        }
        let save: SaveIn = serde_json::from_value(value).map_err(|e| LoadError::Corrupt(e.to_string()))?;
        debug_assert_eq!(save.format, SAVE_FORMAT);
        debug_assert_eq!(save.version, SAVE_VERSION);
        replay(&save.setup, save.actions, save.mode)
    }
}

fn replay(setup: &GameSetup, actions: Vec<Taken>, mode: PlayMode) -> Result<Session, LoadError> {
    let mut s = Session::new(setup.clone(), mode).map_err(LoadError::Setup)?;
    for (index, t) in actions.into_iter().enumerate() {
        match (t.action, t.judge) {
            (Some(a), None) => {
                s.apply(t.seat, a).map_err(|error| LoadError::Replay { index, error })?;
            }
            (None, Some(j)) => {
                s.judge(t.seat, j).map_err(|error| LoadError::ReplayJudge { index, error })?;
            }
            _ => return Err(LoadError::EmptyStep { index }),
        }
    }
    Ok(s)
}

#[cfg(test)]
mod tests {
    use super::*;
    use opcg_engine::testkit;
    use opcg_engine::{ByPlayer, SetupOptions};

    fn setup(seed: u64) -> GameSetup {
        GameSetup { cards: testkit::card_db(), decks: ByPlayer::new(testkit::deck_a(), testkit::deck_b()), seed, options: SetupOptions::default() }
    }

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
    fn an_illegal_action_changes_nothing() {
        let mut s = Session::new(setup(9), PlayMode::PassAndPlay).unwrap();
        let seat = s.game().decision_seat().unwrap();
        assert!(s.apply(seat.other(), Action::EndMainPhase).is_err());
        assert!(s.actions().is_empty());
    }
}
