//! How long a continuous effect lasts (継続効果 8-1-4-2) and when it expires.

use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Duration {
    /// 「このバトル中」: expires at the end of battle, turn player's first (7-1-5-3, 7-1-5-4).
    ThisBattle,
    /// 「ターン終了時まで」: expires in end phase step (Ⅰ)/(Ⅱ) (6-6-1-2).
    UntilEndOfTurn,
    /// 「このターン中」: expires after 6-6-1-2, turn player's first (6-6-1-3).
    ThisTurn,
    /// 「次の自分のターン開始時まで」: expires in the controller's next refresh phase (6-2-1).
    UntilStartOfYourNextTurn,
    /// 「次の相手のターン終了時まで」: lasts through the end of the first turn of the opponent
    /// that starts after it was created (from that turn's refresh on, it is "this turn").
    UntilEndOfOpponentsNextTurn,
    /// 「次の相手のリフレッシュフェイズで」: lasts through the opponent's next refresh phase
    /// (6-2-4), then expires.
    UntilOpponentsNextRefresh,
    /// 「次の自分のターン終了時まで」: lasts through the end of the controller's next turn (the
    /// first of their turns that starts after it was created; from that turn's refresh on, it is
    /// "this turn").
    UntilEndOfYourNextTurn,
    /// 「次の相手のエンドフェイズ終了時まで」: lasts until the opponent's next turn, then expires
    /// with the effects "until the end of the turn" (6-6-1-2: 「エンドフェイズ終了時まで」 ends
    /// there, before 6-6-1-3's "this turn").
    UntilEndOfOpponentsNextEndPhase,
    /// 「次の自分のリフレッシュフェイズで」: lasts through the controller's own next refresh
    /// phase (6-2-4), then expires ("this Character will not become active in your next Refresh
    /// Phase").
    UntilYourNextRefresh,
}
